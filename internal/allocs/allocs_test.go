package allocs_test

import (
	"testing"

	"github.com/jihuozi/livingstones/internal/allocs"
)

var sink []byte

// TestBytes: a megabyte made on the heap is counted, at least that much
// and not twice as much; nothing made counts (almost) nothing.
func TestBytes(t *testing.T) {
	const n = 1 << 20
	if got := allocs.Bytes(func() { sink = make([]byte, n) }); got < n || got >= 2*n {
		t.Errorf("a %d-byte slice: %d bytes allocated", n, got)
	}
	if got := allocs.Bytes(func() {}); got >= n/16 {
		t.Errorf("nothing: %d bytes allocated", got)
	}
}
