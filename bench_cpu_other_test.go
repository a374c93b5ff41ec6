//go:build !unix

package livingstones

// cpuSeconds cannot read the CPU time here; the benchmarks then report
// wall time only.
func cpuSeconds() float64 { return 0 }
