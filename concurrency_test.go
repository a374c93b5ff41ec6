package livingstones

import (
	"sync"
	"testing"
)

// TestPositionSharedBetweenGoroutines plays every legal move of one
// position from many goroutines at once; run with -race. Nothing may
// change the shared position.
func TestPositionSharedBetweenGoroutines(t *testing.T) {
	p := midgame(t, 9, 30)
	want := p.String()
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
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
		}()
	}
	wg.Wait()
	if p.String() != want {
		t.Fatal("the shared position changed")
	}
}
