package livingstones

import (
	"errors"
	"hash/fnv"
	"math/rand/v2"
)

// proposalPlayouts is the number of playouts ProposeSettlement runs to
// estimate who owns each point.
const proposalPlayouts = 64

// ProposeSettlement proposes a settlement for a stopped game: which stones
// are dead. It uses, together:
//
//  1. Benson's unconditional life (Benson): pass-alive chains are alive,
//     and stones in the other side's pass-alive territory are dead;
//  2. ownership by playouts (64 random playouts seeded by the position, so
//     the proposal is always the same, whose moves keep one-point eyes and
//     play no self-atari that captures nothing, so that seki and groups of
//     weak shape that live survive them): a chain the other
//     side owns on average by more than a lean is dead (a chain of n
//     stones must lean 0.05·min(n, 10) further: random playouts kill big
//     groups of weak shape that live); the leans 0.5, 0.3, 0.7, 0.15 and
//     0.05 are tried in turn, and the first proposal the analysis accepts
//     is taken;
//  3. the stability check of Analyze: while the analysis finds a chain
//     that is not pass-alive capturable or in atari in the ideal final
//     position, that chain is dead too; a chain proposed dead that no
//     stone of the other side touches is alive after all.
//
// The proposal is one Analyze (and Count) accepts, or an error: a
// *CountError naming the points it could not decide, whose Fix says which
// setting of a Settlement would settle them. It is a proposal: the
// players' agreement is the settlement. A game that ended naturally needs
// none, and gets an empty one.
func ProposeSettlement(f *Final) (Settlement, error) {
	u, err := Benson(f)
	if err != nil || f.NaturalEnd {
		return Settlement{}, err
	}
	own, oerr := finalOwnership(f)
	var first error
	for _, lean := range proposalLeans {
		s, err := proposeWith(f, u, own, oerr == nil, lean)
		if err == nil {
			return s, nil
		}
		if first == nil {
			first = err
		}
	}
	return Settlement{}, first
}

// proposalLeans are the ownership leans (how far the other side must own
// a chain on average for it to be dead) ProposeSettlement tries in turn.
var proposalLeans = []float64{0.5, 0.3, 0.7, 0.15, 0.05}

// bigLean is how much further a chain must lean per stone (up to ten).
const bigLean = 0.05

// proposeWith is ProposeSettlement with one ownership lean.
func proposeWith(f *Final, u *Unconditional, own []float64, useOwn bool, lean float64) (Settlement, error) {
	n := f.Size
	dead := make([]bool, n*n)
	for i, c := range f.Board {
		if c != Empty && u.owner[i] == c.Opponent() {
			dead[i] = true
		}
	}
	if useOwn {
		var cs chainSet
		cs.label(f.Board, newScratch(geometryOf(n)))
		sum := make([]float64, len(cs.color))
		size := make([]int, len(cs.color))
		for i, k := range cs.of {
			if k >= 0 {
				sum[k] += own[i]
				size[k]++
			}
		}
		for i, k := range cs.of {
			if k < 0 || u.alive[i] {
				continue
			}
			mean := sum[k] / float64(size[k])
			if cs.color[k] == White {
				mean = -mean
			}
			// Random playouts kill big groups of weak shape that live: a
			// big chain must lean further.
			if need := lean + bigLean*float64(min(size[k], 10)); mean < -need {
				dead[i] = true
			}
		}
	}
	for round := 0; ; round++ {
		s := Settlement{}
		for i, d := range dead {
			if d {
				s.Dead = append(s.Dead, pointOf(int32(i), n))
			}
		}
		_, err := Analyze(f, s)
		if err == nil {
			return s, nil
		}
		var ce *CountError
		if round >= 2*n || !errors.As(err, &ce) {
			return Settlement{}, err
		}
		switch {
		case errors.Is(err, ErrDeadNotSurrounded) && round < n:
			// Stones in no one's area: alive after all.
			for _, p := range ce.Points {
				unmarkChain(f, dead, p)
			}
		case errors.Is(err, ErrUnstable) && deadable(f, u, ce.Points, dead):
			for _, p := range ce.Points {
				dead[p.Y*n+p.X] = true
			}
		default:
			return Settlement{}, err
		}
	}
}

// deadable reports whether the points are stones, none pass-alive nor
// already dead, that the proposal may call dead.
func deadable(f *Final, u *Unconditional, pts []Point, dead []bool) bool {
	for _, p := range pts {
		i := p.Y*f.Size + p.X
		if !p.On(f.Size) || f.Board[i] == Empty || u.alive[i] || dead[i] {
			return false
		}
	}
	return len(pts) > 0
}

// finalOwnership runs the proposal's playouts (policyOwnership) from the
// board of f, seeded by the board.
func finalOwnership(f *Final) ([]float64, error) {
	h := fnv.New64a()
	for _, c := range f.Board {
		h.Write([]byte{byte(c)})
	}
	return policyOwnership(f, proposalPlayouts, rand.New(rand.NewPCG(h.Sum64(), uint64(f.Size)))), nil
}

// unmarkChain marks the chain of f at p alive.
func unmarkChain(f *Final, dead []bool, p Point) {
	n := f.Size
	sc := newScratch(geometryOf(n))
	sc.libs(f.Board, int32(p.Y*n+p.X), n*n+1)
	for _, q := range sc.chain {
		dead[q] = false
	}
}
