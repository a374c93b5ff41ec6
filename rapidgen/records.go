package rapidgen

import (
	"slices"

	ls "github.com/jihuozi/livingstones"
	"pgregory.net/rapid"
)

// Records returns a generator of game records: the record
// (ls.NewRecord) of a game Positions draws, or of a settled ending
// (SettledEndings) with its dead stones (the record's DS), and game
// information drawn too: the players' names, the game's name, a date, a
// comment and, half the time, a komi. The text is drawn from an alphabet
// that includes what SGF must escape (] and \) and a few Chinese
// characters. ls.Record.WriteSGF writes every record drawn, and
// ls.ReadRecord reads it back as it was. A record does not say which
// repetition rule the game was played under, nor whether suicide or
// passing was forbidden, so the games are played under the rules'
// defaults whatever c.Options says: every record replays with
// ls.Record.Replay and no options.
func Records(c Config) *rapid.Generator[*ls.Record] {
	c.Options = false
	return rapid.Custom(func(t *rapid.T) *ls.Record {
		var r *ls.Record
		if rapid.Bool().Draw(t, "settled") {
			s := SettledEndings(c).Draw(t, "ending")
			r = ls.NewRecord(s.Position)
			// In board order, as the record reads DS back.
			r.Dead = slices.SortedFunc(slices.Values(s.Settlement.Dead), ls.Point.Compare)
		} else {
			r = ls.NewRecord(Positions(c).Draw(t, "position"))
		}
		r.BlackPlayer = text().Draw(t, "black player")
		r.WhitePlayer = text().Draw(t, "white player")
		r.GameName = text().Draw(t, "game name")
		r.Comment = text().Draw(t, "comment")
		r.Date = rapid.SampledFrom([]string{"", "2012-10-01", "1993-04-05,06"}).Draw(t, "date")
		if rapid.Bool().Draw(t, "komi") {
			r.HasKomi = true
			r.Komi = ls.Stones(rapid.IntRange(-2*20, 2*20).Draw(t, "komi in half stones"))
		}
		return r
	})
}

// text draws a short text from an alphabet with the characters SGF
// escapes.
func text() *rapid.Generator[string] {
	return rapid.StringOfN(rapid.RuneFrom([]rune(`ab Z09:]\[;()活子眼`)), 0, 12, -1)
}
