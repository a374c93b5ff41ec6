package gtpwire

import (
	"bufio"
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
