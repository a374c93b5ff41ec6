package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/internal/gtpwire"
)

// gtpClient drives a GTP engine running as a child process: it sends one
// command at a time and reads the answer (GTP version 2: "= ..." or
// "? ...", ended by a blank line), framed by gtpwire.
//
// The engine runs in a process group of its own, and the client kills
// the whole group (a shell and whatever it started) when a command times
// out, when an answer breaks a limit, and when the client closes. An
// engine killed that way is started afresh by the next command, so a
// timeout costs the engine the game, not the match, and a late answer can
// never be taken for the answer to a later command.
type gtpClient struct {
	name    string // the command line, for error messages
	argv    []string
	stderr  io.Writer
	timeout time.Duration
	lim     answerLimits
	proc    *engineProc // nil when no process runs
	// quitWait is how long close waits for the engine to quit before it
	// kills it.
	quitWait time.Duration
	mu       sync.Mutex // guards closed
	closed   bool
}

// answerLimits bound what the client reads of an engine (README,
// "Limits"): a line, and an answer (every line of one command's answer).
type answerLimits struct {
	line, answer int
}

// The default answerLimits: a GTP answer is a few lines of vertices, and
// showboard on 25×25 is a few kilobytes.
const (
	defaultMaxAnswerLine = 64 << 10
	defaultMaxAnswer     = 1 << 20
)

// engineProc is one run of the engine.
type engineProc struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	lines   chan string   // the engine's output lines
	readErr error         // why the output ended; valid once lines is closed
	stop    chan struct{} // closed by kill: the reader stops
	done    chan struct{} // closed when the process has been waited for
	killed  sync.Once
}

// errEngineRefused marks an answer "? ..." from the engine.
var errEngineRefused = errors.New("engine refused the command")

// splitCommand splits a command line as a simple shell would: words are
// separated by blanks; single quotes keep everything up to the next single
// quote; double quotes keep everything up to the next double quote but a
// backslash escapes the next character inside them and outside quotes.
// Unterminated quotes and a trailing backslash are errors.
func splitCommand(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("unterminated single quote in %q", s)
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) {
					i++
				}
				cur.WriteByte(s[i])
			}
			if i >= len(s) {
				return nil, fmt.Errorf("unterminated double quote in %q", s)
			}
			inWord = true
		case c == '\\':
			if i+1 >= len(s) {
				return nil, fmt.Errorf("trailing backslash in %q", s)
			}
			i++
			cur.WriteByte(s[i])
			inWord = true
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// startEngine starts the engine command line (split by splitCommand),
// with the default answer limits. The engine's standard error goes to
// stderr when it is not nil.
func startEngine(cmdline string, stderr io.Writer, timeout time.Duration) (*gtpClient, error) {
	return startEngineLimited(cmdline, stderr, timeout, answerLimits{defaultMaxAnswerLine, defaultMaxAnswer})
}

// startEngineLimited starts the engine with the given answer limits.
func startEngineLimited(cmdline string, stderr io.Writer, timeout time.Duration, lim answerLimits) (*gtpClient, error) {
	argv, err := splitCommand(cmdline)
	if err != nil {
		return nil, err
	}
	if len(argv) == 0 {
		return nil, fmt.Errorf("empty engine command")
	}
	e := &gtpClient{name: cmdline, argv: argv, stderr: stderr, timeout: timeout, lim: lim, quitWait: 5 * time.Second}
	if err := e.start(); err != nil {
		return nil, err
	}
	return e, nil
}

// start starts a run of the engine in a process group of its own.
func (e *gtpClient) start() error {
	cmd := exec.Command(e.argv[0], e.argv[1:]...)
	cmd.Stderr = e.stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	// Wait returns this long after the engine's death even if something
	// it started still holds its standard error.
	cmd.WaitDelay = time.Second
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting engine %q: %w", e.name, err)
	}
	p := &engineProc{cmd: cmd, in: in, lines: make(chan string, 64), stop: make(chan struct{}), done: make(chan struct{})}
	go p.read(out, e.lim.line)
	go func() {
		cmd.Wait()
		close(p.done)
	}()
	e.proc = p
	return nil
}

// read passes the engine's output lines to p.lines until the output ends,
// a line is longer than max bytes, or p is killed.
func (p *engineProc) read(out io.Reader, max int) {
	defer close(p.lines)
	r := bufio.NewReader(out)
	for {
		line, err := gtpwire.ReadLine(r, max)
		if errors.Is(err, gtpwire.ErrLongLine) {
			p.readErr = &ls.LimitError{What: "bytes in an answer's line", Limit: int64(max), Name: "--max-answer-line"}
			return
		}
		if line != "" {
			select {
			case p.lines <- strings.TrimRight(line, "\r\n"):
			case <-p.stop:
				p.readErr = errors.New("killed")
				return
			}
		}
		if err != nil {
			p.readErr = err
			return
		}
	}
}

// kill kills the engine's whole process group and waits for it.
func (p *engineProc) kill() {
	p.killed.Do(func() {
		close(p.stop)
		p.in.Close()
		if pid := p.cmd.Process.Pid; pid > 0 {
			syscall.Kill(-pid, syscall.SIGKILL)
		}
	})
	<-p.done
}

// drop kills the running engine, if any; the next send starts it again.
func (e *gtpClient) drop() {
	if e.proc != nil {
		e.proc.kill()
		e.proc = nil
	}
}

// send sends one command and returns the answer without its "=" and id,
// trimmed, lines joined by "\n". An answer "? msg" is an error wrapping
// errEngineRefused; a dead or silent engine is an error too, and so is an
// answer beyond the limits: then the engine is killed, and the next
// command starts it again.
func (e *gtpClient) send(command string) (string, error) {
	if e.proc == nil {
		if err := e.start(); err != nil {
			return "", err
		}
	}
	p := e.proc
	if err := gtpwire.WriteCommand(p.in, command); err != nil {
		if !errors.Is(err, gtpwire.ErrManyLines) { // the engine's fault
			e.drop()
		}
		return "", fmt.Errorf("engine %q: sending %q: %w", e.name, command, err)
	}
	var timer <-chan time.Time
	if e.timeout > 0 {
		t := time.NewTimer(e.timeout)
		defer t.Stop()
		timer = t.C
	}
	ans := gtpwire.NewAnswerLines(e.lim.answer)
	for {
		select {
		case line, ok := <-p.lines:
			if !ok {
				e.drop()
				return "", fmt.Errorf("engine %q stopped answering %q: %w", e.name, command, p.readErr)
			}
			done, err := ans.Add(line)
			if errors.Is(err, gtpwire.ErrLongAnswer) {
				e.drop()
				return "", fmt.Errorf("engine %q answering %q: %w", e.name, command,
					&ls.LimitError{What: "bytes in one answer", Limit: int64(e.lim.answer), Name: "--max-answer"})
			}
			if done {
				return e.answer(command, ans)
			}
		case <-timer:
			e.drop()
			return "", fmt.Errorf("engine %q did not answer %q within %v (the limit --timeout)", e.name, command, e.timeout)
		}
	}
}

// answer turns the lines of one answer into its text or an error.
func (e *gtpClient) answer(command string, lines *gtpwire.AnswerLines) (string, error) {
	a, err := lines.Answer()
	var na *gtpwire.NotAnswerError
	if errors.As(err, &na) {
		return "", fmt.Errorf("engine %q answered %q to %q: not a GTP answer", e.name, na.Text, command)
	}
	if err != nil {
		return "", fmt.Errorf("engine %q answering %q: %w", e.name, command, err)
	}
	if !a.OK {
		return "", fmt.Errorf("engine %q answered %q to %q: %w", e.name, "? "+a.Text, command, errEngineRefused)
	}
	return a.Text, nil
}

// close asks the engine to quit and waits for it, killing its process
// group if it does not stop within quitWait; once it is gone, whatever
// else of its group is left is killed too.
func (e *gtpClient) close() {
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		return
	}
	e.closed = true
	e.mu.Unlock()
	p := e.proc
	if p == nil {
		return
	}
	io.WriteString(p.in, "quit\n")
	p.in.Close()
	go func() {
		for range p.lines { // let the reader finish
		}
	}()
	select {
	case <-p.done:
	case <-time.After(e.quitWait):
	}
	e.drop()
}
