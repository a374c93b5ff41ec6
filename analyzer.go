package livingstones

// Analyzer counts stopped games like CountAnalysis and the methods' Count,
// but keeps its memory from one call to the next: once it has counted a
// game of the largest size it meets, it allocates nothing. It is for
// callers that count many games, such as tree search or match play.
//
// What an Analyzer returns stays its own and is overwritten by its later
// calls: a Result (and its Made) by the next count by the same method, a
// Report by the next CountAnalysis. Copy the figures that must outlive
// them.
//
// The zero Analyzer is ready to use. An Analyzer must not be used by
// several goroutines at once: use one per goroutine.
type Analyzer struct {
	mem reportMemory
}

// CountAnalysis is CountAnalysis, into the Analyzer's memory. The report
// and its results are valid until the Analyzer's next count.
func (z *Analyzer) CountAnalysis(a *Analysis, r Rules) (*Report, error) {
	return z.mem.count(a, r)
}

// CountBy is sc.Count(a, r), into the Analyzer's memory when sc is one of
// the methods of Scores (with any options): the result is valid until the
// Analyzer's next count by the same method. Any other Score counts as its
// Count does.
func (z *Analyzer) CountBy(sc Score, a *Analysis, r Rules) (*Result, error) {
	var m maker
	switch x := sc.(type) {
	case Living, EqualRoads, EqualStones, EqualStonesNarrow, ReturnHead:
		m = x.(maker)
	default:
		return sc.Count(a, r)
	}
	i := 0
	for methods[i].Name() != m.Name() {
		i++
	}
	res := &z.mem.res[i]
	if res.Made == nil {
		res.Made = &z.mem.made[i]
	}
	if err := m.countInto(a, r, res); err != nil {
		return nil, err
	}
	return res, nil
}
