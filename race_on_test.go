//go:build race

package livingstones

// raceEnabled reports a test binary built with -race: the slowest tests
// then look at a sample.
const raceEnabled = true
