package livingstones

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// madeCmp compares made positions by their marks and what they owe.
var madeCmp = cmp.Comparer(func(x, y *Made) bool {
	if x == nil || y == nil {
		return x == y
	}
	return x.size == y.size && x.method == y.method && x.owed == y.owed && string(marksBytes(x)) == string(marksBytes(y))
})

// sameAnalysis compares analyses by identity.
var sameAnalysis = cmp.Comparer(func(x, y *Analysis) bool { return x == y })

func marksBytes(m *Made) []byte {
	b := make([]byte, len(m.points()))
	for i, k := range m.points() {
		b[i] = byte(k)
	}
	return b
}

// An Analyzer counts as the allocating API does, whatever it counted
// before: each case is counted after another, by one Analyzer.
func TestPropertyAnalyzerCountsAlike(t *testing.T) {
	var z Analyzer
	rapid.Check(t, func(t *rapid.T) {
		for k := 0; k < 2; k++ {
			cc := drawCountCase(t)
			a, err := Analyze(cc.final, cc.settle)
			if err != nil {
				t.Fatal(err)
			}
			want, err := CountAnalysis(a, cc.rules)
			if err != nil {
				t.Fatal(err)
			}
			got, err := z.CountAnalysis(a, cc.rules)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, got, madeCmp, sameAnalysis); d != "" {
				t.Fatalf("Analyzer.CountAnalysis (-plain +analyzer):\n%s", d)
			}
			for _, sc := range Scores() {
				want, err := sc.Count(a, cc.rules)
				if err != nil {
					t.Fatal(err)
				}
				got, err := z.CountBy(sc, a, cc.rules)
				if err != nil {
					t.Fatal(err)
				}
				if d := cmp.Diff(want, got, madeCmp, sameAnalysis); d != "" {
					t.Fatalf("Analyzer.CountBy %s (-plain +analyzer):\n%s", sc.Name(), d)
				}
			}
		}
	})
}

// A method's options reach the Analyzer; a Score of the caller's counts
// by its own Count.
func TestAnalyzerCountOptions(t *testing.T) {
	f, s := lanke(t)
	a := mustAnalyze(t, f, s)
	r := DefaultRules(Law)
	var z Analyzer
	for _, sc := range []Score{EqualStones{Bowl: 180, Keep: 20}, EqualRoads{Roads: 3}, ownScore{}} {
		want, werr := sc.Count(a, r)
		got, gerr := z.CountBy(sc, a, r)
		if (werr == nil) != (gerr == nil) {
			t.Fatalf("%s: error %v, Analyzer %v", sc.Name(), werr, gerr)
		}
		if d := cmp.Diff(want, got, madeCmp, sameAnalysis); d != "" {
			t.Errorf("%s (-plain +analyzer):\n%s", sc.Name(), d)
		}
	}
}

// ownScore is a Score that embeds a method of Scores but counts its own
// way.
type ownScore struct{ Living }

func (ownScore) Count(a *Analysis, r Rules) (*Result, error) {
	return &Result{Method: "own", Margin: 12345}, nil
}

// Once warm, an Analyzer counts without allocating.
func TestAnalyzerDoesNotAllocate(t *testing.T) {
	r := DefaultRules(Law)
	var z Analyzer
	for _, e := range benchEnds(t) {
		a := mustAnalyze(t, e.f, e.s)
		if _, err := z.CountAnalysis(a, r); err != nil {
			t.Fatal(err)
		}
		allocs := testing.AllocsPerRun(20, func() {
			if _, err := z.CountAnalysis(a, r); err != nil {
				t.Fatal(err)
			}
			for _, sc := range methods {
				if _, err := z.CountBy(sc, a, r); err != nil {
					t.Fatal(err)
				}
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per count", e.name, allocs)
		}
	}
}

// BenchmarkAnalyzer times, on each end of the counting benchmarks, the
// counts of an Analyzer that reuses its memory: each method alone, and
// all five (CountAnalysis).
func BenchmarkAnalyzer(b *testing.B) {
	r := DefaultRules(Law)
	for _, e := range benchEnds(b) {
		a := mustAnalyze(b, e.f, e.s)
		var z Analyzer
		for _, sc := range methods {
			b.Run(e.name+"/"+sc.Name(), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := z.CountBy(sc, a, r); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		b.Run(e.name+"/all-five", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := z.CountAnalysis(a, r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
