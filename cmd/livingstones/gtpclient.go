package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// gtpClient drives a GTP engine running as a child process: it sends one
// command at a time and reads the answer (GTP version 2: "= ..." or
// "? ...", ended by a blank line).
type gtpClient struct {
	name    string // the command line, for error messages
	cmd     *exec.Cmd
	in      io.WriteCloser
	lines   chan string // the engine's output lines
	readErr error       // why the output ended; valid once lines is closed
	timeout time.Duration
	// pending counts the answers still owed to commands that timed out.
	// GTP answers in order, so the next send skips that many answers
	// before it reads its own.
	pending int
	// midAnswer reports that some lines of the first answer owed were
	// read before its command timed out: the next blank line ends it.
	midAnswer bool
	mu        sync.Mutex // guards closed
	closed    bool
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

// startEngine starts the engine command line (split by splitCommand).
// The engine's standard error goes to stderr when it is not nil.
func startEngine(cmdline string, stderr io.Writer, timeout time.Duration) (*gtpClient, error) {
	argv, err := splitCommand(cmdline)
	if err != nil {
		return nil, err
	}
	if len(argv) == 0 {
		return nil, fmt.Errorf("empty engine command")
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stderr = stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting engine %q: %w", cmdline, err)
	}
	e := &gtpClient{name: cmdline, cmd: cmd, in: in, lines: make(chan string, 64), timeout: timeout}
	go func() {
		r := bufio.NewReader(out)
		for {
			line, err := r.ReadString('\n')
			if line != "" {
				e.lines <- strings.TrimRight(line, "\r\n")
			}
			if err != nil {
				e.readErr = err
				close(e.lines)
				return
			}
		}
	}()
	return e, nil
}

// send sends one command and returns the answer without its "=" and id,
// trimmed, lines joined by "\n". An answer "? msg" is an error wrapping
// errEngineRefused; a dead or silent engine is an error too. Answers that
// arrive late, to commands that timed out, are skipped.
func (e *gtpClient) send(command string) (string, error) {
	if _, err := io.WriteString(e.in, command+"\n"); err != nil {
		return "", fmt.Errorf("engine %q: sending %q: %w", e.name, command, err)
	}
	var timer <-chan time.Time
	if e.timeout > 0 {
		t := time.NewTimer(e.timeout)
		defer t.Stop()
		timer = t.C
	}
	var lines []string
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return "", fmt.Errorf("engine %q stopped answering %q: %v", e.name, command, e.readErr)
			}
			if strings.TrimSpace(line) == "" {
				if len(lines) == 0 && !e.midAnswer {
					continue // blank lines before an answer
				}
				if e.pending > 0 {
					e.pending-- // the late answer of a command that timed out
					e.midAnswer = false
					lines = nil
					continue
				}
				return parseAnswer(e.name, command, lines)
			}
			lines = append(lines, line)
		case <-timer:
			e.pending++ // this command's answer, should it come
			e.midAnswer = e.midAnswer || len(lines) > 0
			return "", fmt.Errorf("engine %q did not answer %q within %v", e.name, command, e.timeout)
		}
	}
}

// parseAnswer turns the lines of one answer into its text or an error.
func parseAnswer(name, command string, lines []string) (string, error) {
	first := lines[0]
	if first == "" || (first[0] != '=' && first[0] != '?') {
		return "", fmt.Errorf("engine %q answered %q to %q: not a GTP answer", name, strings.Join(lines, "\n"), command)
	}
	ok := first[0] == '='
	// Drop the status character and an id.
	rest := strings.TrimLeft(first[1:], "0123456789")
	lines[0] = rest
	text := strings.TrimSpace(strings.Join(lines, "\n"))
	if !ok {
		return "", fmt.Errorf("engine %q answered %q to %q: %w", name, "? "+text, command, errEngineRefused)
	}
	return text, nil
}

// close asks the engine to quit and waits for it, killing it if it does
// not stop within a few seconds.
func (e *gtpClient) close() {
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		return
	}
	e.closed = true
	e.mu.Unlock()
	io.WriteString(e.in, "quit\n")
	e.in.Close()
	go func() {
		for range e.lines { // let the reader finish
		}
	}()
	done := make(chan struct{})
	go func() {
		e.cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		e.cmd.Process.Kill()
		<-done
	}
}
