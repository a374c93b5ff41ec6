package livingstones

import (
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"
)

// TestAnalyzeConcurrent analyzes settlements of several sizes from many
// goroutines at once (Analyze borrows pooled buffers); run with -race.
// Every result must equal the one made alone, errors included.
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
		jobs = append(jobs, job{&fin, Settlement{}})
		paused := fin
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
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
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
		}()
	}
	wg.Wait()
}
