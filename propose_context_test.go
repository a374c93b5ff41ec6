package livingstones

import (
	"context"
	"errors"
	"testing"
)

// countdownContext is a context whose Err turns to context.Canceled at
// its left-th call, as if the client left at that moment of the work; a
// negative left never does, and counts the calls.
type countdownContext struct {
	context.Context
	left, calls int
}

func (c *countdownContext) Err() error {
	c.calls++
	if c.left >= 0 && c.calls > c.left {
		return context.Canceled
	}
	return nil
}

// TestProposeSettlementContextStops: a proposal whose context is done,
// before it starts or at any of the moments it looks, stops with the
// context's error instead of a proposal or a refusal; one whose context
// is never done proposes what ProposeSettlement proposes (the Lanke
// game's 11 dead stones, TestLankeProposalIsTheSources).
func TestProposeSettlementContextStops(t *testing.T) {
	f, _ := lanke(t)
	want, err := ProposeSettlement(f)
	if err != nil {
		t.Fatal(err)
	}
	never := &countdownContext{Context: context.Background(), left: -1}
	got, err := ProposeSettlementContext(never, f)
	if err != nil || pointsString(got.Dead) != pointsString(want.Dead) {
		t.Fatalf("with a context never done: %s (%v), want %s", pointsString(got.Dead), err, pointsString(want.Dead))
	}
	if never.calls < 3 {
		t.Fatalf("the proposal looked at its context %d times; it should look between its steps", never.calls)
	}
	for left := 0; left < never.calls; left++ {
		ctx := &countdownContext{Context: context.Background(), left: left}
		s, err := ProposeSettlementContext(ctx, f)
		if !errors.Is(err, context.Canceled) || len(s.Dead) != 0 {
			t.Errorf("done at look %d of %d: %s, %v; want no proposal and context.Canceled", left+1, never.calls, pointsString(s.Dead), err)
		}
	}
}
