package livingstones

import "strconv"

// The board's self-check, which tests run after every move: each of its
// incremental data recomputed from the colors alone.

// check verifies the board's incremental data against a recomputation.
// Tests call it after every move; it returns a description of the first
// inconsistency, or "".
func (b *board) check() string {
	for _, check := range [...]func() string{b.checkPoints, b.checkNeighbourCounts, b.checkChains, b.checkComponents} {
		if msg := check(); msg != "" {
			return msg
		}
	}
	return ""
}

// checkPoints checks the per-point data: the empty list (with a Game's
// parked points past its end), the chain heads, the hash and the stone
// counts.
func (b *board) checkPoints() string {
	var hash uint64
	var stones [3]int
	parked, lowest := 0, cap(b.empties)
	for i, c := range b.colors {
		switch c {
		case wall:
			// Game.randomPoint counts on it: an edge point's head is 0,
			// whose chain record is edgeChain.
			want := chain{}
			if i == 0 {
				want = edgeChain
			}
			if b.heads[i] != 0 || b.nexts[i] != 0 || b.chains[i] != want {
				return "edge point with chain data at index " + strconv.Itoa(i)
			}
			continue
		case Empty:
			// A Game's parked points (see game_parked.go) stand past the
			// list's end, at the top of its capacity.
			k, top := int(b.emptyAt[i]), b.empties[:cap(b.empties)]
			if k >= len(top) || int(top[k]) != i {
				return "empty list lost " + b.point(i).String()
			}
			if k >= len(b.empties) {
				parked++
				lowest = min(lowest, k)
			}
			continue
		}
		hash ^= zobrist[i][c-1]
		stones[c]++
		if h := b.heads[i]; b.colors[h] != c || b.heads[h] != h {
			return "bad head at " + b.point(i).String()
		}
	}
	if hash != b.hash {
		return "hash differs from a recomputed one"
	}
	if stones != b.stones || len(b.empties)+parked != b.size*b.size-stones[Black]-stones[White] {
		return "stone count differs"
	}
	if parked > 0 && lowest != cap(b.empties)-parked {
		return "parked points not at the top of the empty list"
	}
	return ""
}

// checkNeighbourCounts checks each point's neighbour counts.
func (b *board) checkNeighbourCounts() string {
	for i, c := range b.colors {
		if c != wall && b.nbr[i] != b.countNbr(i) {
			return "neighbour counts stale at " + b.point(i).String()
		}
	}
	return ""
}

// checkChains walks each chain's list and checks its size and liberty
// sums against the recorded ones.
func (b *board) checkChains() string {
	for i, c := range b.colors {
		if (c != Black && c != White) || b.head(i) != i {
			continue
		}
		var want chain
		for q := i; ; {
			if b.head(q) != i || b.colors[q] != c {
				return "chain list crosses chains at " + b.point(q).String()
			}
			want.size++
			for _, t := range b.neighbours(q) {
				if b.colors[t] == Empty {
					want.plib++
					want.lsum += uint32(t)
					want.lsq += int64(t) * int64(t)
				}
			}
			q = int(b.nexts[q])
			if q == i {
				break
			}
		}
		if want != b.chains[i] {
			return "chain data stale at " + b.point(i).String()
		}
		if want.plib == 0 {
			return "chain without liberties at " + b.point(i).String()
		}
	}
	return ""
}

// checkComponents checks that every stone's chain is the connected
// component of its color.
func (b *board) checkComponents() string {
	var seen bitset
	for i, c := range b.colors {
		if (c != Black && c != White) || seen.has(i) {
			continue
		}
		stack := []int{i}
		seen.set(i)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if b.heads[q] != b.heads[i] {
				return "connected stones in two chains at " + b.point(q).String()
			}
			for _, t := range b.neighbours(q) {
				if b.colors[t] == c && !seen.has(t) {
					seen.set(t)
					stack = append(stack, t)
				}
			}
		}
	}
	return ""
}
