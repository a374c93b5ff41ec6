package livingstones

import (
	"bytes"
	"testing"

	"pgregory.net/rapid"
)

func TestPropertySGFRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, []int{2, 5, 9, 19, 25}, 60)
		p := g.last()
		if p.Phase() == Paused {
			return // a record's next move would resume; nothing to compare beyond
		}
		var buf bytes.Buffer
		if err := NewRecord(p).WriteSGF(&buf); err != nil {
			t.Fatal(err)
		}
		r, err := ReadRecord(&buf)
		if err != nil {
			t.Fatalf("reading what was written: %v\n%s", err, buf.String())
		}
		var opts []Option
		opts = append(opts, WithRepetition(p.Repetition()))
		if !p.SuicideAllowed() {
			opts = append(opts, ForbidSuicide())
		}
		if !p.PassAllowed() {
			opts = append(opts, ForbidPass())
		}
		q, err := r.Replay(opts...)
		if err != nil {
			t.Fatalf("replaying what was written: %v\n%s", err, buf.String())
		}
		if !q.Equal(p) {
			t.Fatalf("the record replays to another position:\n%v\nwant\n%v", q, p)
		}
	})
}
