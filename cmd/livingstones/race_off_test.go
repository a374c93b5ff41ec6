//go:build !race

package main

// raceEnabled reports a test binary built with -race: the slowest tests
// then look at a sample.
const raceEnabled = false
