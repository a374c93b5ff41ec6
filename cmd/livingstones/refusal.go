package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// A refused settlement is refused for its first problem only: the
// analysis stops at the first point it cannot settle. So that one run
// names every problem, refusalProblems settles each problem as its Fix
// suggests and asks again, until the analysis accepts the settlement or
// meets a problem no flag settles without the players' word.

// maxProblems bounds the problems one refusal lists (each costs an
// analysis of the board).
const maxProblems = 32

// refusal is one problem of a settlement and the flag that settles it as
// the analysis suggests ("" when no flag does without the players'
// word: a ko's holder, a malformed board), or else advice that replaces
// the Fix's ("" for the Fix's, fixAdvice).
type refusal struct {
	err    error
	flag   string
	advice string
}

// inAreaAdvice is the advice for a point the analysis says should be
// filled that no classification settles: it lies in one side's area.
const inAreaAdvice = "the point lies in one side's area, so no --neutral settles it: settle the stones next to it with --dead (or a ko there with --ko POINT=B|W)"

// refusalProblems lists the problems of s on f, first the one Analyze
// found (first), then those found once each earlier one is settled as
// its fix suggests: a neutral point that should be filled is given to
// the side that fills it (--neutral POINT=B|W), stones the ideal final
// position would capture are dead (--dead), dead stones nobody surrounds
// are alive. It returns the settlement with every suggestion taken and
// whether the analysis accepts it.
func refusalProblems(f *ls.Final, s ls.Settlement, first error, nt ls.Notation) ([]refusal, ls.Settlement, bool) {
	s = ls.Settlement{Dead: slices.Clone(s.Dead), Ko: slices.Clone(s.Ko), Neutral: slices.Clone(s.Neutral)}
	var out []refusal
	seen := map[string]bool{}
	err := first
	for len(out) < maxProblems && err != nil {
		var ce *ls.CountError
		if !errors.As(err, &ce) || seen[err.Error()] {
			break
		}
		seen[err.Error()] = true
		before := s
		flag, ok := settleAsSuggested(f, &s, ce, nt)
		out = append(out, refusal{err: err, flag: flag})
		if !ok {
			return out, s, false
		}
		_, err = ls.Analyze(f, s)
		if errors.As(err, &ce) && errors.Is(err, ls.ErrNotNeutral) {
			// The point lies in one side's area: no classification
			// settles it, only the stones around it.
			out[len(out)-1].flag, out[len(out)-1].advice = "", inAreaAdvice
			return out, before, false
		}
	}
	return out, s, err == nil
}

// settleAsSuggested changes s as the refusal ce suggests and returns the
// flag that says so, or reports false when no flag settles it without
// the players' word.
func settleAsSuggested(f *ls.Final, s *ls.Settlement, ce *ls.CountError, nt ls.Notation) (string, bool) {
	n, c := f.Size, ce.Color
	if (c != ls.Black && c != ls.White) || len(ce.Points) == 0 {
		return "", false
	}
	if ce.Fix == ls.FixNeutral && len(ce.Points) == 1 && f.At(ce.Points[0]) == ls.Empty {
		np := ls.NeutralPoint{Point: ce.Points[0], Kind: ls.KindRoad, Owner: c}
		s.Neutral = withNeutral(s.Neutral, []ls.NeutralPoint{np})
		return "--neutral " + nt.Encode(np.Point, n) + "=" + neutralName(np), true
	}
	if ce.Fix != ls.FixDead {
		return "", false
	}
	for _, q := range ce.Points {
		if f.At(q) != c {
			return "", false
		}
	}
	isDead := func(q ls.Point) bool { return slices.Contains(s.Dead, q) }
	switch {
	case errors.Is(ce, ls.ErrDeadNotSurrounded) && !slices.ContainsFunc(ce.Points, func(q ls.Point) bool { return !isDead(q) }):
		s.Dead = slices.DeleteFunc(s.Dead, func(q ls.Point) bool { return slices.Contains(ce.Points, q) })
		return "alive: take " + pointList(ce.Points, nt, n) + " out of --dead", true
	case errors.Is(ce, ls.ErrUnstable) && !slices.ContainsFunc(ce.Points, isDead):
		s.Dead = append(s.Dead, ce.Points...)
		return "--dead " + nt.Encode(ce.Points[0], n) + " (" + c.Name() + ")", true
	}
	return "", false
}

// describeRefusal writes the problems of a refusal, one a line after the
// first, each with the flag that settles it, and the flags that settle
// them all when the analysis accepts the settlement with every one taken.
func describeRefusal(st *settled, probs []refusal, fixed ls.Settlement, settles bool) string {
	n := st.p.Size()
	var b strings.Builder
	advice := func(pr refusal) string {
		switch {
		case pr.flag != "":
			return "; settled by " + pr.flag
		case pr.advice != "":
			return "; " + pr.advice
		case fixAdvice(pr.err) != "":
			return "; " + fixAdvice(pr.err)
		}
		return ""
	}
	if len(probs) == 1 && probs[0].flag == "" {
		return pointsIn(probs[0].err, st.nt, n, st.p) + advice(probs[0])
	}
	if len(probs) == 1 {
		b.WriteString("1 problem:")
	} else {
		fmt.Fprintf(&b, "%d problems:", len(probs))
	}
	for i, pr := range probs {
		fmt.Fprintf(&b, "\n  %d. %s%s", i+1, pointsIn(pr.err, st.nt, n, st.p), advice(pr))
	}
	if settles {
		b.WriteString("\n  with all of these the position counts: " + settlementFlags(st.p, fixed, st.nt))
	}
	return b.String()
}

// settlementFlags writes a settlement of p as score's flags, one stone
// of each dead chain (it names the whole chain).
func settlementFlags(p ls.Position, s ls.Settlement, nt ls.Notation) string {
	n := p.Size()
	var heads []string
	named := map[ls.Point]bool{}
	dead := slices.Clone(s.Dead)
	sortBoardOrder(dead)
	for _, q := range dead {
		if named[q] {
			continue
		}
		for _, r := range p.Chain(q) {
			named[r] = true
		}
		heads = append(heads, nt.Encode(q, n))
	}
	if len(heads) == 0 {
		heads = []string{"none"}
	}
	parts := []string{"--dead " + strings.Join(heads, ",")}
	for _, k := range s.Ko {
		parts = append(parts, "--ko "+nt.Encode(k.Point, n)+"="+k.Holder.String())
	}
	for _, np := range s.Neutral {
		parts = append(parts, "--neutral "+nt.Encode(np.Point, n)+"="+neutralName(np))
	}
	return strings.Join(parts, " ")
}
