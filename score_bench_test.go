package livingstones

import (
	"math/rand/v2"
	"testing"
)

// endPositions19 returns 19×19 end positions: the Lanke game settled, and
// a paused playout's end.
func endPositions19(b *testing.B) map[string]*Analysis {
	f, s := lanke(b)
	lk := mustAnalyze(b, f, s)
	p, _ := NewPosition(19)
	g := NewGame(p)
	g.Playout(rand.New(rand.NewPCG(5, 5)), 0)
	fin := g.Final()
	fin.NaturalEnd = false
	po := mustAnalyze(b, &fin, Settlement{})
	return map[string]*Analysis{"lanke": lk, "playout": po}
}

func BenchmarkCount19(b *testing.B) {
	as := endPositions19(b)
	r := DefaultRules(Law)
	for _, name := range []string{"lanke", "playout"} {
		a := as[name]
		for _, sc := range Scores() {
			b.Run(name+"/"+sc.Name(), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := sc.Count(a, r); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkAnalyze19(b *testing.B) {
	f, s := lanke(b)
	b.Run("lanke", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Analyze(f, s); err != nil {
				b.Fatal(err)
			}
		}
	})
	p, _ := NewPosition(19)
	g := NewGame(p)
	g.Playout(rand.New(rand.NewPCG(5, 5)), 0)
	fin := g.Final()
	fin.NaturalEnd = false
	b.Run("playout", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Analyze(&fin, Settlement{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkCountAll19(b *testing.B) {
	f, s := lanke(b)
	r := DefaultRules(Law)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Count(f, s, r); err != nil {
			b.Fatal(err)
		}
	}
}
