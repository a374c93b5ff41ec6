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
