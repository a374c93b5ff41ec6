package livingstones

import (
	"errors"
	"testing"
)

func TestOptionErrorsWrapErrBadOption(t *testing.T) {
	for _, o := range []Option{WithRepetition(9), FirstToMove(Empty)} {
		if _, err := NewPosition(9, o); !errors.Is(err, ErrBadOption) {
			t.Errorf("got %v, want ErrBadOption", err)
		}
	}
}

// The zero Option (as in a []Option with a hole) changes nothing: the
// position equals the one made without it.
func TestZeroOptionIsNoOp(t *testing.T) {
	want, err := NewPosition(9, ForbidSuicide())
	if err != nil {
		t.Fatal(err)
	}
	got, err := NewPosition(9, Option{}, ForbidSuicide(), Option{})
	if err != nil {
		t.Fatalf("NewPosition with zero Options: %v", err)
	}
	if got.String() != want.String() || got.st.cfg.forbidSuicide != want.st.cfg.forbidSuicide || got.st.cfg.first != want.st.cfg.first {
		t.Errorf("zero Option changed the position:\n%v\nwant\n%v", got, want)
	}
}
