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
	res [numMethods]Result
	rep Report
	ptr [numMethods]*Result
}

// CountAnalysis is CountAnalysis, into the Analyzer's memory. The report
// and its results are valid until the Analyzer's next count.
func (z *Analyzer) CountAnalysis(a *Analysis, r Rules) (*Report, error) {
	z.rep.Results = z.ptr[:0]
	if err := z.rep.count(a, r, &z.res); err != nil {
		return nil, err
	}
	return &z.rep, nil
}

// Count is sc.Count(a, r), into the Analyzer's memory when sc is one of
// the methods of Scores (with any options): the result is valid until the
// Analyzer's next count by the same method. Any other Score counts as its
// Count does.
func (z *Analyzer) Count(sc Score, a *Analysis, r Rules) (*Result, error) {
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
	if err := m.countInto(a, r, &z.res[i]); err != nil {
		return nil, err
	}
	return &z.res[i], nil
}
