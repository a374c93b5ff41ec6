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

// sameAnalysis compares analyses by what they tell.
var sameAnalysis = cmp.Comparer(func(x, y *Analysis) bool { return cmp.Equal(analysisView(x), analysisView(y)) })

// analysisView is what an Analysis tells through its methods.
type view struct {
	Final                 *Final
	Settled, Ideal, Owner []Color
	Kind                  []Kind
	Groups                []Group
	Dead                  []Point
	Ko                    []KoPoint
	Figures               [2]Figures
	Shared, Dame          int
	Natural               bool
}

func analysisView(a *Analysis) view {
	v := view{Final: a.Final(), Groups: a.Groups(), Dead: a.Dead(), Ko: a.Ko(),
		Figures: [2]Figures{a.Figures(Black), a.Figures(White)},
		Shared:  a.SharedEyes(), Dame: a.Dame(), Natural: a.NaturalEnd()}
	n := a.Size()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			p := Point{x, y}
			v.Settled = append(v.Settled, a.Settled(p))
			v.Ideal = append(v.Ideal, a.Ideal(p))
			v.Owner = append(v.Owner, a.Owner(p))
			v.Kind = append(v.Kind, a.Kind(p))
		}
	}
	return v
}

func marksBytes(m *Made) []byte {
	b := make([]byte, len(m.points()))
	for i, k := range m.points() {
		b[i] = byte(k)
	}
	return b
}

// An Analyzer analyses and counts as the allocating API does, whatever it
// counted before: each case is counted after another, by one Analyzer.
func TestPropertyAnalyzerCountsAlike(t *testing.T) {
	skipUnderRace(t)
	var z Analyzer
	rapid.Check(t, func(t *rapid.T) {
		for k := 0; k < 2; k++ {
			cc := drawCountCase(t)
			want, err := Count(cc.final, cc.settle, cc.rules)
			if err != nil {
				t.Fatal(err)
			}
			got, err := z.Count(cc.final, cc.settle, cc.rules)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, got, madeCmp, sameAnalysis); d != "" {
				t.Fatalf("Analyzer.Count (-plain +analyzer):\n%s", d)
			}
			// Warm for this case, the Analyzer counts it again without
			// allocating (dead stones, ko points, merged groups included).
			if n := testing.AllocsPerRun(1, func() { z.Count(cc.final, cc.settle, cc.rules) }); n != 0 {
				t.Fatalf("counting again: %v allocations", n)
			}
			got, _ = z.Count(cc.final, cc.settle, cc.rules)
			a := got.Analysis
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

// Once warm, an Analyzer analyses and counts without allocating.
func TestAnalyzerDoesNotAllocate(t *testing.T) {
	r := DefaultRules(Law)
	var z Analyzer
	ends := benchEnds(t)
	for _, e := range ends {
		if _, err := z.Count(e.f, e.s, r); err != nil {
			t.Fatal(err)
		}
	}
	for _, e := range ends {
		allocs := testing.AllocsPerRun(20, func() {
			rep, err := z.Count(e.f, e.s, r)
			if err != nil {
				t.Fatal(err)
			}
			a := rep.Analysis
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

// BenchmarkAnalyzer times what BenchmarkEnds does with an Analyzer that
// reuses its memory: Analyze, Analyze and the basic count, and Count. Each
// reports its CPU time per operation too (cpu-ns/op): on a loaded machine
// the wall clock counts other programs' time, the process's CPU time does
// not (scripts/katago-bench.sh compares it with KataGo's).
func BenchmarkAnalyzer(b *testing.B) {
	r := DefaultRules(Law)
	for _, e := range benchEnds(b) {
		var z Analyzer
		b.Run(e.name+"/analyze", cpuBench(func() error {
			_, err := z.Analyze(e.f, e.s)
			return err
		}))
		b.Run(e.name+"/analyze+living", cpuBench(func() error {
			a, err := z.Analyze(e.f, e.s)
			if err == nil {
				_, err = z.CountBy(Living{}, a, r)
			}
			return err
		}))
		b.Run(e.name+"/count", cpuBench(func() error {
			_, err := z.Count(e.f, e.s, r)
			return err
		}))
	}
}

// BenchmarkAnalyzerMethods times each counting method of an Analyzer on
// each end's analysis, and all five (CountAnalysis).
func BenchmarkAnalyzerMethods(b *testing.B) {
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

// The Lanke game at its pause merges groups (the filled dame join them):
// an Analyzer counts it as Count does, after another game and again,
// without allocating the second time.
func TestAnalyzerMergedGroups(t *testing.T) {
	r := DefaultRules(Law)
	var z Analyzer
	for _, file := range []string{"lanke.sgf", "lanke_dame.sgf"} {
		f, s := lankePaused(t, file)
		want, err := Count(f, s, r)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 2; k++ {
			got, err := z.Count(f, s, r)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, got, madeCmp, sameAnalysis); d != "" {
				t.Fatalf("%s, count %d (-plain +analyzer):\n%s", file, k+1, d)
			}
		}
		if n := testing.AllocsPerRun(5, func() { z.Count(f, s, r) }); n != 0 {
			t.Errorf("%s: %v allocations counting again", file, n)
		}
	}
}
