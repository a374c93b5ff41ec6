package livingstones

import (
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"
)

// The library's values are shared between goroutines without locks: a
// Position is immutable, and Analyze borrows pooled buffers. These tests
// use them from many goroutines at once; run them with -race.

// inGoroutines runs f(0) .. f(n-1) in n goroutines at once and waits for
// them.
func inGoroutines(n int, f func(g int)) {
	var wg sync.WaitGroup
	for g := 0; g < n; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f(g)
		}()
	}
	wg.Wait()
}

// TestPositionSharedBetweenGoroutines plays every legal move of one
// position from many goroutines at once. Nothing may change the shared
// position.
func TestPositionSharedBetweenGoroutines(t *testing.T) {
	p := midgame(t, 9, 30)
	want := p.String()
	inGoroutines(8, func(int) {
		for _, m := range p.LegalMoves() {
			q, err := p.Play(m)
			if err != nil {
				t.Errorf("%v: %v", m, err)
				return
			}
			if _, err := q.Play(VirtualMove); err != nil {
				t.Errorf("virtual after %v: %v", m, err)
			}
			_ = p.Legal(m)
			_ = p.Hash()
			_ = p.Final()
		}
	})
	if p.String() != want {
		t.Fatal("the shared position changed")
	}
}

// TestAnalyzeConcurrent analyzes settlements of several sizes from many
// goroutines at once. Every result must equal the one made alone, errors
// included.
func TestAnalyzeConcurrent(t *testing.T) {
	type job struct {
		f *Final
		s Settlement
	}
	f, s := lanke(t)
	jobs := []job{{f, s}, {f, Settlement{}}}
	for i, n := range []int{5, 9, 13, 19, 25} {
		p, _ := NewPosition(n)
		g := NewGame(p)
		g.Playout(rand.New(rand.NewPCG(uint64(i), 9)), 0)
		fin := g.Final()
		jobs = append(jobs, job{fin, Settlement{}})
		paused := *fin
		paused.NaturalEnd = false
		jobs = append(jobs, job{&paused, Settlement{}})
	}
	type result struct {
		a   *Analysis
		err error
	}
	want := make([]result, len(jobs))
	for i, j := range jobs {
		want[i].a, want[i].err = Analyze(j.f, j.s)
	}
	inGoroutines(8, func(g int) {
		for r := 0; r < 20; r++ {
			for k := range jobs {
				i := (k + g + r) % len(jobs)
				a, err := Analyze(jobs[i].f, jobs[i].s)
				if !reflect.DeepEqual(a, want[i].a) || !reflect.DeepEqual(err, want[i].err) {
					t.Errorf("job %d: concurrent analysis differs: %v / %v", i, err, want[i].err)
					return
				}
			}
		}
	})
}
