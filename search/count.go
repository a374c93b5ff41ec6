package search

import ls "github.com/jihuozi/livingstones"

// This file counts a playout's last position the way the rules count a
// settled game, not the way they count a natural end.
//
// A playout ends at the natural end, where empty points count for nobody.
// Its moves never fill a side's own single-point eye, so a group may end
// it with three or four eyes where a player, before the fourth virtual
// move, would have filled all but two: every extra eye is a stone the
// playout's board does not hold. The games a searcher plays end at a
// pause and are counted by living stones, stones and roads alike, less
// each group's basic eyes (doc.go, "Stones and roads are all stones, eyes
// are not"). Counted by board stones, a playout undervalues the side
// whose area the random fill happened to cut into more eyes, by as many
// stones as the extra eyes, the size of the margins that decide close
// games. So the count here is the settled count's: each side's stones,
// plus the empty points only its stones touch (its area), less two basic
// eyes for each group (its chains joined through those points), or one
// when its area is one point or it touches a point both sides touch (a
// seki's shared liberty: such points are split, and cancel in the
// margin). On the ends of 968 playouts from random openings this is the
// library's count every time (TestEndCountAgreesWithCount); it differs
// in the rare seki whose eyes the library's eye rule chooses otherwise.

// endCount holds the buffers of the count of a playout's last position.
type endCount struct {
	size   int
	colors []ls.Color
	parent []int32    // union-find over the points
	touch  []uint8    // an empty point's neighbour colours: 1 Black, 2 White
	area   []int32    // per union root: the empty points of its side's area
	shared []bool     // per union root: the group touches a point both sides touch
	nb     [][4]int32 // each point's neighbours, -1 after the last
}

// margin returns Black's living stones less White's in g's position, every
// stone alive, counted as a settled game is: stones and area, less each
// group's basic eyes.
func (e *endCount) margin(g *ls.Game) int {
	n := g.Size()
	if e.size != n {
		e.size = n
		e.colors = make([]ls.Color, n*n)
		e.parent = make([]int32, n*n)
		e.touch = make([]uint8, n*n)
		e.area = make([]int32, n*n)
		e.shared = make([]bool, n*n)
		e.nb = neighbours(n)
	}
	col, parent, touch, area, shared := e.colors, e.parent, e.touch, e.area, e.shared
	margin := 0
	for y, i := 0, 0; y < n; y++ {
		for x := 0; x < n; x++ {
			c := g.At(ls.Pt(x, y))
			col[i], parent[i], touch[i], area[i], shared[i] = c, int32(i), 0, 0, false
			switch c {
			case ls.Black:
				margin++
			case ls.White:
				margin--
			}
			i++
		}
	}
	// Stones join their chains, empty points their regions; an empty
	// point notes the colours it touches.
	for i, c := range col {
		for _, j := range e.nb[i] {
			if j < 0 {
				break
			}
			if int(j) < i {
				continue // each pair once
			}
			switch d := col[j]; {
			case c == d:
				e.union(i, int(j))
			case c == ls.Empty:
				touch[i] |= uint8(d)
			case d == ls.Empty:
				touch[j] |= uint8(c)
			}
		}
	}
	// A region's colours are those its points touch.
	for i, c := range col {
		if c == ls.Empty {
			r := e.find(i)
			touch[r] |= touch[i]
		}
	}
	// A region one side alone touches is that side's area: it joins the
	// chains around it into one group. The regions' roots are read first,
	// before the joins move them.
	for i, c := range col {
		if c == ls.Empty {
			touch[i] = touch[e.find(i)]
		}
	}
	for i, c := range col {
		if c != ls.Empty || touch[i] != uint8(ls.Black) && touch[i] != uint8(ls.White) {
			continue
		}
		for _, j := range e.nb[i] {
			if j < 0 {
				break
			}
			if col[j] != ls.Empty {
				e.union(i, int(j))
			}
		}
	}
	for i, c := range col {
		if c != ls.Empty {
			continue
		}
		switch touch[i] {
		case uint8(ls.Black):
			margin++
			area[e.find(i)]++
		case uint8(ls.White):
			margin--
			area[e.find(i)]++
		case uint8(ls.Black | ls.White):
			// A point both sides touch: the groups around it share it.
			for _, j := range e.nb[i] {
				if j < 0 {
					break
				}
				if col[j] != ls.Empty {
					shared[e.find(int(j))] = true
				}
			}
		}
	}
	// A group's root may be one of its area's points: its side is then
	// the colour the area touches.
	for i, c := range col {
		if parent[i] != int32(i) {
			continue
		}
		if c == ls.Empty {
			c = ls.Color(touch[i])
		}
		eyes := min(int(area[i]), 2)
		if shared[i] {
			eyes = min(eyes, 1)
		}
		switch c {
		case ls.Black:
			margin -= eyes
		case ls.White:
			margin += eyes
		}
	}
	return margin
}

// find returns the root of i's set, halving the path.
func (e *endCount) find(i int) int {
	p := e.parent
	for int(p[i]) != i {
		p[i] = p[p[i]]
		i = int(p[i])
	}
	return i
}

// union joins the sets of i and j.
func (e *endCount) union(i, j int) {
	a, b := e.find(i), e.find(j)
	if a != b {
		e.parent[b] = int32(a)
	}
}
