// Package gtpwire frames the Go Text Protocol (GTP, version 2), once for
// the whole repository: how an engine reads, cleans and splits a command
// line and writes its answer, and how a controller reads the answer. The
// engine (`livingstones gtp`), the referee's client (`livingstones
// match`), the tests that talk to GNU Go and scripts/gnugo-dead all use
// it.
//
// A command is a line "[id] name args" (GTP 2, section 2.6): control
// characters other than tab and newline are removed, a tab becomes a
// space, a comment runs from # to the end of the line, and a line left
// empty is ignored. An answer is "=[id] text" or "?[id] text", ended by an
// empty line; a blank line, one of spaces and tabs only, ends it too.
//
// The readers take limits in bytes, so a peer that never ends a line or
// an answer costs at most the limit: ErrLongLine and ErrLongAnswer report
// one broken.
package gtpwire

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ErrLongLine reports a line longer than the limit given to ReadLine.
var ErrLongLine = errors.New("line too long")

// ErrLongAnswer reports an answer longer than the limit given to
// NewAnswerLines or ReadResponse.
var ErrLongAnswer = errors.New("answer too long")

// A NotAnswerError reports an answer that starts with neither '=' nor
// '?'.
type NotAnswerError struct {
	Text string // the lines read, joined by "\n"
}

// Error names the lines that are no answer.
func (e *NotAnswerError) Error() string { return fmt.Sprintf("not a GTP answer: %q", e.Text) }

// ReadLine reads a line with its newline, or up to the end of the input,
// holding at most max bytes, the newline not counted: a longer line is
// ErrLongLine, and then what is left of it stays unread. At the end of
// the input it returns what it read with io.EOF; max < 1 means no limit.
func ReadLine(r *bufio.Reader, max int) (string, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if max > 0 && (len(buf)+len(chunk) > max+1 || len(buf)+len(chunk) == max+1 && chunk[len(chunk)-1] != '\n') {
			return "", ErrLongLine
		}
		buf = append(buf, chunk...)
		if err != bufio.ErrBufferFull {
			return string(buf), err
		}
	}
}

// CleanLine applies GTP's preprocessing to a command line: a comment from
// # to the end of the line goes, control characters other than tab go
// (the newline among them), tabs become spaces, and the blanks around are
// trimmed. A line that holds no command comes back empty.
func CleanLine(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = strings.TrimSuffix(line, "\n")
	clean := true
	for i := 0; i < len(line); i++ {
		if c := line[i]; c < 32 || c == 127 {
			clean = false
			break
		}
	}
	if clean {
		return strings.TrimSpace(line)
	}
	b := make([]byte, 0, len(line))
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '\t':
			b = append(b, ' ')
		case c < 32 || c == 127:
		default:
			b = append(b, c)
		}
	}
	return strings.TrimSpace(string(b))
}

// A Command is one command line, split: its optional numeric id, its name
// and its arguments.
type Command struct {
	ID   string // the digits of the id, or "" without one
	Name string // "" when the line holds only an id
	Args []string
}

// ParseCommand cleans a line (CleanLine) and splits it into its optional
// id (a first word of digits only), the command name and the arguments.
// ok is false for a line that holds no command, which the engine ignores;
// a line of only an id is a Command with no Name.
func ParseCommand(line string) (c Command, ok bool) {
	f := strings.Fields(CleanLine(line))
	if len(f) == 0 {
		return Command{}, false
	}
	if isDigits(f[0]) {
		c.ID, f = f[0], f[1:]
	}
	if len(f) > 0 {
		c.Name, c.Args = f[0], f[1:]
	}
	return c, true
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// ErrManyLines reports a command given to WriteCommand that holds a
// newline or a carriage return.
var ErrManyLines = errors.New("a command of more than one line")

// WriteCommand writes one command line, the newline added. A line that
// holds a newline or a carriage return would be more than one command to
// the engine and is refused (ErrManyLines), nothing written.
func WriteCommand(w io.Writer, line string) error {
	if strings.ContainsAny(line, "\r\n") {
		return ErrManyLines
	}
	_, err := io.WriteString(w, line+"\n")
	return err
}

// An Answer is one answer: success ("=") or failure ("?"), the id of the
// command it answers, and its text, its lines joined by "\n".
type Answer struct {
	OK   bool
	ID   string
	Text string
}

// Block makes text safe inside one answer: an empty line would end the
// answer early, so carriage returns and the blank lines after the first
// line go, and so do trailing newlines.
func Block(text string) string {
	if !strings.ContainsAny(text, "\r\n") {
		return text
	}
	text = strings.ReplaceAll(text, "\r", "")
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	out := lines[:0]
	for i, l := range lines {
		if strings.TrimSpace(l) == "" && i > 0 {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// WriteAnswer writes a: "=id text" or "?id text", the text made one block
// (Block), and the empty line that ends the answer, in one write (or into
// a *bufio.Writer's buffer).
func WriteAnswer(w io.Writer, a Answer) error {
	status := "?"
	if a.OK {
		status = "="
	}
	text := Block(a.Text)
	if bw, ok := w.(*bufio.Writer); ok {
		// Buffered: the pieces go out together, without a string made of
		// them.
		bw.WriteString(status)
		bw.WriteString(a.ID)
		bw.WriteByte(' ')
		bw.WriteString(text)
		_, err := bw.WriteString("\n\n")
		return err
	}
	_, err := io.WriteString(w, status+a.ID+" "+text+"\n\n")
	return err
}

// AnswerLines gathers the lines of one answer as a controller reads them,
// for a reader that cannot block on the engine (the referee reads with a
// timeout). Its zero value takes an answer of any size.
type AnswerLines struct {
	lines []string
	size  int
	max   int
}

// NewAnswerLines returns an AnswerLines that takes at most max bytes of
// an answer, each line counted with its newline; max < 1 means no limit.
func NewAnswerLines(max int) *AnswerLines { return &AnswerLines{max: max} }

// Add takes the next line, without its line ending (a "\r" before the
// newline is dropped). Blank lines before the answer are skipped; the
// first one after it ends the answer, and Add reports done. A line that
// takes the answer beyond its limit is ErrLongAnswer.
func (a *AnswerLines) Add(line string) (done bool, err error) {
	line = strings.TrimRight(line, "\r\n")
	if strings.TrimSpace(line) == "" {
		return len(a.lines) > 0, nil
	}
	if a.size += len(line) + 1; a.max > 0 && a.size > a.max {
		return false, ErrLongAnswer
	}
	a.lines = append(a.lines, line)
	return false, nil
}

// Answer parses the lines taken: the status character, the id (the
// digits right after it) and the text, trimmed of the blanks around it.
// Lines that start with neither '=' nor '?' are a NotAnswerError. It resets
// a for the next answer.
func (a *AnswerLines) Answer() (Answer, error) {
	lines := a.lines
	a.lines, a.size = nil, 0
	if len(lines) == 0 || (lines[0][0] != '=' && lines[0][0] != '?') {
		return Answer{}, &NotAnswerError{strings.Join(lines, "\n")}
	}
	ans := Answer{OK: lines[0][0] == '='}
	rest := lines[0][1:]
	id := len(rest) - len(strings.TrimLeft(rest, "0123456789"))
	ans.ID, lines[0] = rest[:id], rest[id:]
	ans.Text = strings.TrimSpace(strings.Join(lines, "\n"))
	return ans, nil
}

// ReadResponse reads one answer from r: lines of at most maxLine bytes
// (ReadLine) and at most maxAnswer bytes in all (NewAnswerLines); a limit
// below 1 is none. The end of the input before the empty line that ends
// the answer is io.ErrUnexpectedEOF, or io.EOF before any of it.
func ReadResponse(r *bufio.Reader, maxLine, maxAnswer int) (Answer, error) {
	a := NewAnswerLines(maxAnswer)
	for {
		line, err := ReadLine(r, maxLine)
		if line != "" {
			done, aerr := a.Add(line)
			if aerr != nil {
				return Answer{}, aerr
			}
			if done {
				return a.Answer()
			}
		}
		if err != nil {
			if err == io.EOF && len(a.lines) > 0 {
				err = io.ErrUnexpectedEOF
			}
			return Answer{}, err
		}
	}
}

// ReadAnswer reads one answer without limits, for a trusted peer such as
// GNU Go in the tests: its text, or an error for a failure answer ("? ...")
// or a broken stream. cmd names the command in errors.
func ReadAnswer(r *bufio.Reader, cmd string) (string, error) {
	a, err := ReadResponse(r, 0, 0)
	if err != nil {
		return "", fmt.Errorf("reading the answer to %q: %w", cmd, err)
	}
	if !a.OK {
		return "", fmt.Errorf("the engine answers %q to %q", "?"+a.ID+" "+a.Text, cmd)
	}
	return a.Text, nil
}
