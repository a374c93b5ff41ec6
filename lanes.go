package livingstones

import "math/bits"

// This file reads a board of one-byte colors eight points at a time, in
// the lanes of a uint64 (point j+k in byte k of the lane loaded at j), so
// that the settler's passes that look at a few of the points (the empty
// ones, say) skip the others eight at a time.

// lowBytes has the low bit of each byte of a lane.
const lowBytes = 0x0101010101010101

// load8 returns the colors of points j to j+7 of b as a lane.
func load8(b []Color, j int) uint64 {
	w := b[j : j+8 : j+8]
	return uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
}

// loadTail returns the colors of points j to len(b)-1 of b as a lane, the
// bytes past the end filled with fill.
func loadTail(b []Color, j int, fill Color) uint64 {
	v := uint64(fill) * lowBytes
	for k, c := range b[j:min(j+8, len(b))] {
		v = v&^(0xff<<(8*k)) | uint64(c)<<(8*k)
	}
	return v
}

// zeroBytes returns the low bit of each byte of v that is zero.
func zeroBytes(v uint64) uint64 {
	const low7 = 0x7f7f7f7f7f7f7f7f
	// A byte's low seven bits plus 0x7f carry into its high bit unless
	// they are zero; no byte carries into the next.
	return ^(((v & low7) + low7) | v) >> 7 & lowBytes
}

// emptyLane returns the empty points among points j to j+7 of b (the
// points past its end are not empty), as the low bit of their bytes. Its
// callers load a whole lane themselves (zeroBytes(load8(b, j))), inlined,
// and call it for the last lane only, which the board may not fill.
//
//go:noinline
func emptyLane(b []Color, j int) uint64 { return zeroBytes(loadTail(b, j, Black)) }

// filledLane is emptyLane's converse for the last lane: the points of b
// from j on that are not empty.
//
//go:noinline
func filledLane(b []Color, j int) uint64 {
	return ^zeroBytes(loadTail(b, j, Empty)) & lowBytes
}

// colorsOK reports whether every point of b holds Empty, Black or White.
func colorsOK(b []Color) bool {
	N, bad := len(b), uint64(0)
	j := 0
	for ; j+8 <= N; j += 8 {
		v := load8(b, j)
		// No bit above the low two, and not both of them (dameMark).
		bad |= v&^(3*lowBytes) | v&(v>>1)&lowBytes
	}
	for _, c := range b[j:] {
		bad |= uint64(c &^ 3)
		if c == 3 {
			bad = 1
		}
	}
	return bad == 0
}

// laneMasks sets dst, resized, to the lanes of b: for each lane (point
// 8l of b on), the low bit of each byte that is empty, or with filled of
// each byte that is not. A pass over the points it marks visits each
// lane's bits (nextPoint), eight points skipped at a time.
func laneMasks(b []Color, dst []uint64, filled bool) []uint64 {
	N := len(b)
	dst = grow(dst, (N+7)/8)
	flip := uint64(0)
	if filled {
		flip = lowBytes
	}
	l := 0
	for ; 8*l+8 <= N; l++ {
		dst[l] = zeroBytes(load8(b, 8*l)) ^ flip
	}
	switch {
	case l == len(dst):
	case filled:
		dst[l] = filledLane(b, 8*l)
	default:
		dst[l] = emptyLane(b, 8*l)
	}
	return dst
}

// nextPoint returns the point of the lowest bit of a lane read at j (see
// emptyLane) and the lane without it.
func nextPoint(m uint64, j int) (int, uint64) {
	return j + bits.TrailingZeros64(m)>>3, m & (m - 1)
}

// grow returns s with length n, reusing its memory when it can; unlike
// resize, it leaves the elements as they were.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
