package livingstones

import (
	"errors"
	"testing"
)

// FuzzPlay reads the input as a game: the first byte chooses the size and
// the options, each later byte a move (a point, or pass, virtual, resign,
// resume, undo, or garbage). Nothing may panic, Legal must agree with
// Play, a refused move must leave the position as it was, and the board's
// incremental data must stay consistent.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{0x13, 1, 2, 3, 4, 5, 6, 7})
	f.Add([]byte{0x05, 0, 0, 0, 255, 254, 253})
	f.Add([]byte{0x24, 12, 7, 17, 11, 13, 250, 250, 12, 251})
	f.Fuzz(runFuzzPlay)
}

func runFuzzPlay(t *testing.T, data []byte) {
	{
		if len(data) == 0 {
			return
		}
		size := 2 + int(data[0]&7)
		var opts []Option
		opts = append(opts, WithRepetition(Repetition(data[0]>>3&3%3)))
		if data[0]&0x20 != 0 {
			opts = append(opts, ForbidSuicide())
		}
		if data[0]&0x40 != 0 {
			opts = append(opts, ForbidPass())
		}
		p, err := NewPosition(size, opts...)
		if err != nil {
			t.Fatal(err)
		}
		g := NewGame(p)
		for _, b := range data[1:] {
			var m Move
			switch b {
			case 255:
				m = Pass
			case 254:
				m = VirtualMove
			case 253:
				m = Resign
			case 252:
				if q, err := p.Resume(); err == nil {
					p = q
					g = NewGame(p)
				}
				continue
			case 251:
				if q, ok := p.Undo(); ok {
					p = q
					g = NewGame(p)
				}
				continue
			case 250:
				m = Move(-9) // garbage
			default:
				m = RealMove(Point{int(b) % (size + 1), int(b) / (size + 1) % (size + 1)})
			}
			before := p.String()
			legal := p.Legal(m)
			q, err := p.Play(m)
			if (legal == nil) != (err == nil) || (err != nil && !errors.Is(err, legal)) {
				t.Fatalf("%v: Legal says %v, Play says %v", m, legal, err)
			}
			if ge := g.Play(m); (ge == nil) != (err == nil) {
				t.Fatalf("%v: Game says %v, Position says %v", m, ge, err)
			}
			if p.String() != before {
				t.Fatalf("Play changed its receiver")
			}
			if err == nil {
				p = q
			}
			if msg := p.st.b.check(); msg != "" {
				t.Fatalf("after %v: %s", m, msg)
			}
		}
	}
}
