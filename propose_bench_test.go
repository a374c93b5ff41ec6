package livingstones

import (
	"os"
	"testing"
)

// BenchmarkProposeSettlement proposes the dead stones of the Lanke game
// paused at move 290 and of a professional ending whose capturing race
// the proposal reads (Hon-75-6, when goban-original-games is installed).
func BenchmarkProposeSettlement(b *testing.B) {
	lanke, _ := lankePaused(b, "lanke.sgf")
	b.Run("lanke", func(b *testing.B) {
		for b.Loop() {
			if _, err := ProposeSettlement(lanke); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Hon-75-6", func(b *testing.B) {
		if _, err := os.Stat(gobanDir); err != nil {
			b.Skipf("no records in %s", gobanDir)
		}
		var f *Final
		for _, v := range readVerdicts(b) {
			if v.file == "Hon-75-6.sgf" {
				var err error
				if f, err = gobanEnding(b, v); err != nil {
					b.Fatal(err)
				}
			}
		}
		if f == nil {
			b.Fatal("no verdict for Hon-75-6.sgf")
		}
		for b.Loop() {
			if _, err := ProposeSettlement(f); err != nil {
				b.Fatal(err)
			}
		}
	})
}
