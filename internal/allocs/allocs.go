// Package allocs measures the heap bytes a function allocates, for tests
// that bound work by something other than time: the bytes a piece of code
// allocates depend on the code and its input, not on the machine or its
// load.
package allocs

import "runtime"

// Bytes returns the bytes f allocates on the heap, counted by the
// runtime's cumulative TotalAlloc. Other goroutines allocating while f
// runs are counted too, so the callers are tests that run alone.
func Bytes(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
