package livingstones

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// floodComponents is components done the plain way, a flood fill from
// each point in board order not yet labelled: the reference the raster
// union-find (and its lanes, lanes.go) must agree with.
func floodComponents(key []Color, n int, in *keySet) (of, first []int32) {
	g := geometryOf(n)
	of, first = make([]int32, n*n), []int32{}
	for i := range of {
		of[i] = -1
	}
	for i, k := range key {
		if !in[k] || of[i] >= 0 {
			continue
		}
		c := int32(len(first))
		first = append(first, int32(i))
		of[i] = c
		stack := []int32{int32(i)}
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, q := range g.nb[p] {
				if q >= 0 && of[q] < 0 && key[q] == k {
					of[q] = c
					stack = append(stack, q)
				}
			}
		}
	}
	return of, first
}

// Components of every set of keys, on boards of every size drawn with
// few keys (long chains and regions, joins from both sides) or with any
// byte (keys out of the set, dame marks), agree with a flood fill.
func TestPropertyComponentsAsFlood(t *testing.T) {
	sets := []struct {
		name string
		in   *keySet
		keys []Color
	}{
		{"stones", &stoneKeys, []Color{Empty, Black, White, dameMark}},
		{"board", &boardKeys, []Color{Empty, Black, White}},
		{"zones", &regionKeys, []Color{Black, White, zoneKey, zoneKey + 1, zoneKey + 6, zoneKey + 9}},
	}
	rapid.Check(t, func(t *rapid.T) {
		set := sets[rapid.IntRange(0, len(sets)-1).Draw(t, "set")]
		n := rapid.IntRange(MinSize, MaxSize).Draw(t, "size")
		nkeys := rapid.IntRange(1, len(set.keys)).Draw(t, "keys")
		key := make([]Color, n*n)
		for i := range key {
			key[i] = set.keys[rapid.IntRange(0, nkeys-1).Draw(t, "key")]
		}
		uf := make([]int32, n*n)
		of := make([]int32, n*n)
		first := components(key, n, set.in, uf, of, nil)
		wantOf, wantFirst := floodComponents(key, n, set.in)
		if d := cmp.Diff(wantOf, of); d != "" {
			t.Fatalf("%s, %d×%d: components (-flood +components):\n%s", set.name, n, n, d)
		}
		if d := cmp.Diff(wantFirst, first); d != "" {
			t.Fatalf("%s, %d×%d: first points (-flood +components):\n%s", set.name, n, n, d)
		}
	})
}

// The lanes (lanes.go) read eight points as a point-by-point loop would:
// every byte value at every place of a lane, whole lanes and the board's
// last, shorter one.
func TestLanesAsPoints(t *testing.T) {
	for _, N := range []int{4, 9, 16, 25, 361} {
		b := make([]Color, N)
		for p := range N {
			for v := range 256 {
				for i := range b {
					b[i] = Color(i % 3) // every color, none bad
				}
				b[p] = Color(v)
				wantOK := v <= int(White)
				if got := colorsOK(b); got != wantOK {
					t.Fatalf("%d points, %d at %d: colorsOK %v, want %v", N, v, p, got, wantOK)
				}
				emptyLanes, filledLanes := laneMasks(b, nil, false), laneMasks(b, nil, true)
				for j := 0; j < N; j += 8 {
					var empty, filled uint64
					for k := 0; k < 8 && j+k < N; k++ {
						if b[j+k] == Empty {
							empty |= 1 << (8 * k)
						} else {
							filled |= 1 << (8 * k)
						}
					}
					gotEmpty, gotFilled := emptyLane(b, j), filledLane(b, j)
					if j+8 <= N {
						if z := zeroBytes(load8(b, j)); z != gotEmpty {
							t.Fatalf("%d points, lane %d: zeroBytes %#x, emptyLane %#x", N, j, z, gotEmpty)
						}
					}
					if emptyLanes[j/8] != empty || filledLanes[j/8] != filled {
						t.Fatalf("%d points, %d at %d, lane %d: laneMasks %#x %#x, want %#x %#x",
							N, v, p, j, emptyLanes[j/8], filledLanes[j/8], empty, filled)
					}
					if gotEmpty != empty || gotFilled != filled {
						t.Fatalf("%d points, %d at %d, lane %d: empty %#x filled %#x, want %#x %#x",
							N, v, p, j, gotEmpty, gotFilled, empty, filled)
					}
				}
			}
		}
	}
}

// The chains and regions labelWithRegions labels in one pass are those
// components labels apart, as a flood fill finds them.
func TestPropertyLabelWithRegionsAsFlood(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n, b := drawColors(t)
		var cs chainSet
		regionOf := make([]int32, n*n)
		nr := cs.labelWithRegions(b, newScratch(geometryOf(n)), regionOf)
		wantOf, wantFirst := floodComponents(b, n, &stoneKeys)
		wantRegion, wantRegions := floodComponents(b, n, &emptyKeys)
		for _, d := range []string{cmp.Diff(wantOf, cs.of), cmp.Diff(wantFirst, cs.first),
			cmp.Diff(wantRegion, regionOf), cmp.Diff(len(wantRegions), nr)} {
			if d != "" {
				t.Fatalf("%d×%d (-flood +labelWithRegions):\n%s", n, n, d)
			}
		}
	})
}

// The chains labelBoard labels, with the empty points joined too, are
// those a flood fill finds, each of its size. The settled position's
// regions, numbered from the joined points after the dead stones are
// joined to the empty points and the dead stones next to them (readDead,
// tallyJoined), are those a flood fill finds on the settled position,
// with their sizes and the live chains next to them (whose colors are
// their borders): the dead chains, drawn whole, are taken off.
func TestPropertyReadDeadAsFlood(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n, b := drawColors(t)
		chainOf, firsts := floodComponents(b, n, &stoneKeys)
		dead := make([]bool, len(firsts))
		for k := range dead {
			dead[k] = rapid.Bool().Draw(t, "dead")
		}
		g := geometryOf(n)
		st := &settler{n: n, g: g, settled: slices.Clone(b), regionOf: make([]int32, n*n)}
		st.sc.use(g)
		var off deadStones
		for i, k := range chainOf {
			if k >= 0 && dead[k] {
				st.settled[i] = Empty
				off.pts = append(off.pts, int32(i))
			}
		}
		cs := &st.chains
		cs.labelBoard(b, &st.sc)
		size := make([]int32, len(firsts))
		for _, k := range chainOf {
			if k >= 0 {
				size[k]++
			}
		}
		for _, d := range []string{cmp.Diff(chainOf, cs.of), cmp.Diff(firsts, cs.first), cmp.Diff(size, cs.size)} {
			if d != "" {
				t.Fatalf("%d×%d (-flood +labelBoard):\n%s", n, n, d)
			}
		}
		cs.countLibs(b, n)
		st.readDead(labelled{how: startJoined}, off)
		if d := cmp.Diff(laneMasks(st.settled, nil, false), st.emptyLanes); d != "" {
			t.Fatalf("%d×%d settled empty points (-laneMasks +readDead):\n%s", n, n, d)
		}
		nr := st.tallyJoined()
		wantRegion, wantRegions := floodComponents(st.settled, n, &emptyKeys)
		wantArea := make([]int32, len(wantRegions))
		wantPairs := map[[2]int32]bool{}
		for q, r := range wantRegion {
			if r < 0 {
				st.regionOf[q] = -1 // left as it was on a stone, read on none
				continue
			}
			wantArea[r]++
			for _, x := range g.nb[q] {
				if x >= 0 && st.settled[x] != Empty {
					wantPairs[[2]int32{r, chainOf[x]}] = true
				}
			}
		}
		gotPairs := map[[2]int32]bool{}
		for _, p := range cs.pairs {
			gotPairs[p] = true
		}
		for _, d := range []string{cmp.Diff(wantRegion, st.regionOf), cmp.Diff(len(wantRegions), nr),
			cmp.Diff(wantArea, cs.area), cmp.Diff(wantPairs, gotPairs)} {
			if d != "" {
				t.Fatalf("%d×%d, %d dead stones (-flood +tallyJoined):\n%s", n, n, len(st.deadPts), d)
			}
		}
	})
}

// drawColors draws a board of any size with one to three of the colors
// Empty, Black and White at random (stones that may have no liberties).
func drawColors(t *rapid.T) (int, []Color) {
	n := rapid.IntRange(MinSize, MaxSize).Draw(t, "size")
	colors := []Color{Empty, Black, White}
	ncolors := rapid.IntRange(1, 3).Draw(t, "colors")
	b := make([]Color, n*n)
	for i := range b {
		b[i] = colors[rapid.IntRange(0, ncolors-1).Draw(t, "color")]
	}
	return n, b
}
