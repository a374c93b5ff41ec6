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
// The library's own settled count (ls.Count, its Analyze) is the
// reference, not the hot path: at a 9×9 playout's end it takes about
// 2.9 µs (README, "Counting speed"), this count about 0.84 µs.

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
// group's basic eyes. It runs at the end of every playout, so it reads the
// board once and makes few passes: at a natural end almost every empty
// point is an eye of one point, and regions of more points (joined only
// when there are some) are rare.
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
	col, parent, touch, area, shared, nb := e.colors, e.parent, e.touch, e.area, e.shared, e.nb
	// One pass reads the board: a stone joins the chain of its left and
	// upper neighbours of its colour, an empty point the region of its
	// empty ones, and notes the colours it touches (its right and lower
	// neighbours' when they are read).
	margin, regions := 0, false
	for y, i := 0, 0; y < n; y++ {
		for x := 0; x < n; x++ {
			c := g.At(ls.Pt(x, y))
			col[i], parent[i], area[i], shared[i], touch[i] = c, int32(i), 0, false, 0
			var left, up ls.Color = 3, 3 // 3: off the board
			if x > 0 {
				left = col[i-1]
			}
			if y > 0 {
				up = col[i-n]
			}
			switch c {
			case ls.Empty:
				if left < 3 {
					touch[i] |= uint8(left)
				}
				if up < 3 {
					touch[i] |= uint8(up)
				}
			case ls.Black:
				margin++
			case ls.White:
				margin--
			}
			if c != ls.Empty {
				if left == ls.Empty {
					touch[i-1] |= uint8(c)
				}
				if up == ls.Empty {
					touch[i-n] |= uint8(c)
				}
			}
			// The point is still its own root: it goes under its left
			// neighbour's root, and the upper neighbour's root under
			// its own.
			if left == c {
				parent[i] = int32(e.find(i - 1))
				regions = regions || c == ls.Empty
			}
			if up == c {
				e.union(i, i-n)
				regions = regions || c == ls.Empty
			}
			i++
		}
	}
	// A region's colours are those its points touch.
	if regions {
		for i, c := range col {
			if c == ls.Empty {
				r := e.find(i)
				touch[r] |= touch[i]
			}
		}
		for i, c := range col {
			if c == ls.Empty {
				touch[i] = touch[e.find(i)]
			}
		}
	}
	// A region one side alone touches is that side's area, and joins the
	// chains around it into one group; a point both sides touch (a seki's
	// shared liberty) is split, and its groups keep one basic eye at most.
	for i, c := range col {
		if c != ls.Empty {
			continue
		}
		switch t := touch[i]; t {
		case uint8(ls.Black), uint8(ls.White):
			if t == uint8(ls.Black) {
				margin++
			} else {
				margin--
			}
			// The point (its region's root, when it has one) goes under
			// its first neighbouring chain's root, and the other
			// chains' roots under that.
			r := int32(-1)
			for _, j := range nb[i] {
				if j < 0 {
					break
				}
				if col[j] == ls.Empty {
					continue
				}
				rj := int32(e.find(int(j)))
				switch {
				case r < 0:
					r = rj
					if ri := int32(e.find(i)); ri != r {
						parent[ri] = r
					}
				case rj != r:
					parent[rj] = r
				}
			}
		}
	}
	for i, c := range col {
		if c != ls.Empty {
			continue
		}
		switch touch[i] {
		case uint8(ls.Black), uint8(ls.White):
			area[e.find(i)]++
		case uint8(ls.Black | ls.White):
			for _, j := range nb[i] {
				if j < 0 {
					break
				}
				if col[j] != ls.Empty {
					shared[e.find(int(j))] = true
				}
			}
		}
	}
	// Each group's basic eyes. A group's root may be one of its area's
	// points: its side is then the colour the area touches.
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
