package livingstones

import "fmt"

// An Option sets up a new Position: the rule options and the stones on
// the board at the start. See NewPosition. Options are made by the
// functions below; the zero Option changes nothing.
type Option struct {
	apply func(*settings) error
}

// option wraps f as an Option.
func option(f func(*settings) error) Option { return Option{apply: f} }

// applyTo applies o to s; the zero Option is a no-op.
func (o Option) applyTo(s *settings) error {
	if o.apply == nil {
		return nil
	}
	return o.apply(s)
}

// settings are a game's fixed options; Positions of one game share them.
type settings struct {
	size          int
	repetition    Repetition
	forbidSuicide bool
	forbidPass    bool
	seated        bool
	black, white  []Point
	first         Color
}

// WithRepetition chooses the repetition rule (default Generalized).
func WithRepetition(r Repetition) Option {
	return option(func(s *settings) error {
		if r > Situational {
			return fmt.Errorf("livingstones: %w: unknown repetition rule %d", ErrBadOption, r)
		}
		s.repetition = r
		return nil
	})
}

// ForbidSuicide forbids every suicide. By default a move that leaves its
// own chain of two or more stones without liberties is legal and removes
// that chain [interpretation: see the package doc, section Capture]; a
// single-stone suicide is always
// illegal, since it leaves the pattern unchanged.
func ForbidSuicide() Option {
	return option(func(s *settings) error { s.forbidSuicide = true; return nil })
}

// ForbidPass forbids passing, as the beginner's 56-character version does
// (一方一手无放弃): a side that does not want to play on the board makes a
// virtual move, and the game can only end naturally.
func ForbidPass() Option {
	return option(func(s *settings) error { s.forbidPass = true; return nil })
}

// Seated puts the four seated stones (座子) on the corner star points
// before the first move: on 19×19 White dd and pp, Black dp and pd. On
// other sizes the star points are on the fourth line (size 13 and up) or
// the third (sizes 7 to 12); smaller boards have no seated stones and
// NewPosition returns an error.
func Seated() Option {
	return option(func(s *settings) error { s.seated = true; return nil })
}

// Setup puts the given stones on the board before the first move (as
// SGF's AB and AW do). Every point must be on the board, no point may be
// listed twice, and no chain may be left without liberties.
func Setup(black, white []Point) Option {
	return option(func(s *settings) error {
		s.black = append(s.black, black...)
		s.white = append(s.white, white...)
		return nil
	})
}

// FirstToMove sets the side to move first (default White: 白先黑后).
func FirstToMove(c Color) Option {
	return option(func(s *settings) error {
		if c != Black && c != White {
			return fmt.Errorf("livingstones: %w: first to move must be black or white, not %v", ErrBadOption, c.Name())
		}
		s.first = c
		return nil
	})
}

// seatedPoints returns the seated stones of a board of the given size.
func seatedPoints(size int) (black, white []Point, err error) {
	d := 3
	switch {
	case size >= 13:
	case size >= 7:
		d = 2
	default:
		return nil, nil, fmt.Errorf("livingstones: %w: no seated stones on a %d×%d board (7×7 at least)", ErrBadSetup, size, size)
	}
	e := size - 1 - d
	return []Point{{d, e}, {e, d}}, []Point{{d, d}, {e, e}}, nil
}
