package gtpwire

import (
	"bufio"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

func TestReadAnswer(t *testing.T) {
	r := bufio.NewReader(strings.NewReader("= 19\n\n\n= A1 B2\nC3\n\n? unknown command\n\n= x"))
	for _, want := range []string{"19", "A1 B2\nC3"} {
		if got, err := ReadAnswer(r, "cmd"); err != nil || got != want {
			t.Fatalf("got %q, %v; want %q", got, err, want)
		}
	}
	if _, err := ReadAnswer(r, "foo"); err == nil || !strings.Contains(err.Error(), `"? unknown command"`) {
		t.Errorf("failure answer: %v", err)
	}
	if _, err := ReadAnswer(r, "bar"); err == nil || !strings.Contains(err.Error(), "EOF") {
		t.Errorf("broken stream: %v", err)
	}
}

func TestReadResponse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Answer
		err  error
	}{
		{"=12 D4\n\n", Answer{OK: true, ID: "12", Text: "D4"}, nil},
		{"\n \t\n?3 illegal move\r\n\r\n", Answer{ID: "3", Text: "illegal move"}, nil},
		{"= \n\n", Answer{OK: true}, nil},
		{"= a\r\n b \n \t \nnext", Answer{OK: true, Text: "a\n b"}, nil},
		{"=\n\n", Answer{OK: true}, nil},
		{"", Answer{}, io.EOF},
		{"\n\n", Answer{}, io.EOF},
		{"= cut", Answer{}, io.ErrUnexpectedEOF},
		{"= 1\n2", Answer{}, io.ErrUnexpectedEOF},
		{"= 1234567890123456\n\n", Answer{}, ErrLongLine},
		{"= 1234\n= 1234\n= 1234\n= 1234\n\n", Answer{}, ErrLongAnswer},
	} {
		got, err := ReadResponse(bufio.NewReader(strings.NewReader(c.in)), 16, 24)
		if got != c.want || !errors.Is(err, c.err) {
			t.Errorf("%q: got %+v, %v; want %+v, %v", c.in, got, err, c.want, c.err)
		}
	}
	_, err := ReadResponse(bufio.NewReader(strings.NewReader("GNU Go\n\n")), 0, 0)
	var na *NotAnswerError
	if !errors.As(err, &na) || na.Text != "GNU Go" {
		t.Errorf("not an answer: %v", err)
	}
}

func TestParseCommand(t *testing.T) {
	for _, c := range []struct {
		line string
		want Command
		ok   bool
	}{
		{"play b D4\n", Command{Name: "play", Args: []string{"b", "D4"}}, true},
		{"12\tgenmove\tw # move!\r\n", Command{ID: "12", Name: "genmove", Args: []string{"w"}}, true},
		{"p\x01lay\x7f b\x00 pass", Command{Name: "play", Args: []string{"b", "pass"}}, true},
		{"007\n", Command{ID: "007", Args: []string{}}, true},
		{"-1 name", Command{Name: "-1", Args: []string{"name"}}, true},
		{"  # only a comment\n", Command{}, false},
		{"\x03\t\n", Command{}, false},
		{"", Command{}, false},
	} {
		got, ok := ParseCommand(c.line)
		if ok != c.ok || got.ID != c.want.ID || got.Name != c.want.Name || !reflect.DeepEqual(append([]string{}, got.Args...), append([]string{}, c.want.Args...)) {
			t.Errorf("%q: got %#v, %v; want %#v, %v", c.line, got, ok, c.want, c.ok)
		}
	}
}

func TestWriteAnswer(t *testing.T) {
	for _, c := range []struct {
		a    Answer
		want string
	}{
		{Answer{OK: true, ID: "4", Text: "D4"}, "=4 D4\n\n"},
		{Answer{OK: true}, "= \n\n"},
		{Answer{Text: "unknown command"}, "? unknown command\n\n"},
		{Answer{OK: true, Text: "a\r\n\n  \nb\n\n"}, "= a\nb\n\n"},
	} {
		var b strings.Builder
		if err := WriteAnswer(&b, c.a); err != nil || b.String() != c.want {
			t.Errorf("%+v: wrote %q, %v; want %q", c.a, b.String(), err, c.want)
		}
	}
}

func TestWriteCommand(t *testing.T) {
	var b strings.Builder
	if err := WriteCommand(&b, "play b D4"); err != nil || b.String() != "play b D4\n" {
		t.Errorf("wrote %q, %v", b.String(), err)
	}
	b.Reset()
	if err := WriteCommand(&b, "name\nquit"); !errors.Is(err, ErrManyLines) || b.Len() != 0 {
		t.Errorf("two lines: wrote %q, %v", b.String(), err)
	}
}

// FuzzReaders feeds any input to the readers with small limits: nothing
// panics, a line or an answer never holds more than its limit, and a
// command parsed holds no blank, control character or comment.
func FuzzReaders(f *testing.F) {
	f.Add("= 1\n\n? 2\n\n", 4, 16)
	f.Add("12 play\tb D4 # x\n\x00\x7f\r\n\n= \n\n", 3, 5)
	f.Add(strings.Repeat("x", 100)+"\n", 10, 1000)
	f.Add("=1\n2\n3\n4\n5\n6\n\n", 8, 6)
	f.Fuzz(func(t *testing.T, in string, maxLine, maxAnswer int) {
		maxLine, maxAnswer = 1+int(uint(maxLine)%64), 1+int(uint(maxAnswer)%256)
		r := bufio.NewReader(strings.NewReader(in))
		for {
			line, err := ReadLine(r, maxLine)
			if n := len(strings.TrimSuffix(line, "\n")); n > maxLine || strings.Contains(strings.TrimSuffix(line, "\n"), "\n") {
				t.Fatalf("line %q beyond %d bytes or of two lines", line, maxLine)
			}
			if c, ok := ParseCommand(line); ok {
				for _, w := range append([]string{c.ID, c.Name}, c.Args...) {
					if strings.ContainsAny(w, " \t\r\n#\x00\x7f") {
						t.Fatalf("command %#v from %q", c, line)
					}
				}
				if c.ID != "" && !isDigits(c.ID) {
					t.Fatalf("id %q", c.ID)
				}
			} else if strings.TrimSpace(CleanLine(line)) != "" {
				t.Fatalf("line %q ignored", line)
			}
			if err != nil {
				break
			}
		}
		r = bufio.NewReader(strings.NewReader(in))
		for {
			a, err := ReadResponse(r, maxLine, maxAnswer)
			if err != nil {
				break
			}
			if len(a.ID)+len(a.Text)+1 > maxAnswer {
				t.Fatalf("answer %+v beyond %d bytes", a, maxAnswer)
			}
		}
	})
}

// FuzzAnswerRoundTrip: an answer written by WriteAnswer and read by
// ReadResponse comes back, its text as Block makes it, trimmed.
func FuzzAnswerRoundTrip(f *testing.F) {
	f.Add(true, "7", "D4")
	f.Add(false, "", "illegal move")
	f.Add(true, "", "12 34\n\n  \nA1\r\n")
	f.Add(true, "3", "")
	f.Add(false, "0", " \n\t")
	f.Fuzz(func(t *testing.T, ok bool, id, text string) {
		if !isDigits(id) {
			id = ""
		}
		var b strings.Builder
		if err := WriteAnswer(&b, Answer{OK: ok, ID: id, Text: text}); err != nil {
			t.Fatal(err)
		}
		want := Answer{OK: ok, ID: id, Text: strings.TrimSpace(Block(text))}
		r := bufio.NewReader(strings.NewReader(b.String() + b.String()))
		for i := 0; i < 2; i++ {
			got, err := ReadResponse(r, 0, 0)
			if err != nil || got != want {
				t.Fatalf("wrote %q, read %+v, %v; want %+v", b.String(), got, err, want)
			}
		}
		if _, err := ReadResponse(r, 0, 0); err != io.EOF {
			t.Fatalf("after the answers: %v", err)
		}
	})
}
