//go:build unix

// Package cputime reads the process's CPU time, which the benchmarks
// report beside the wall clock: on a loaded machine the wall clock counts
// other programs' time too, the process's CPU time does not.
package cputime

import "syscall"

// Seconds returns the CPU time (user and system) the process has used so
// far, or 0 where it cannot be read.
func Seconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	sec := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
	return sec(ru.Utime) + sec(ru.Stime)
}
