package main

import (
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// finalStatusList answers final_status_list: the dead, alive and seki stones.
func (e *gtpEngine) finalStatusList(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: final_status_list takes alive, dead or seki")
	}
	st, err := e.status()
	if err != nil {
		return "", fail("cannot settle the position: %v", err)
	}
	var pts []ls.Point
	switch args[0] {
	case "alive":
		pts = st.alive
	case "dead":
		pts = st.dead
	case "seki":
		pts = st.seki
	default:
		return "", fail("syntax error: unknown status %q (want alive, dead or seki)", args[0])
	}
	return gtpVertices(pts, e.game.Size()), nil
}

// gtpVertices lists points in GTP notation, in board order.
func gtpVertices(pts []ls.Point, n int) string {
	pts = append([]ls.Point(nil), pts...)
	sortBoardOrder(pts)
	s := make([]string, len(pts))
	for i, p := range pts {
		s[i] = ls.GTP.Encode(p, n)
	}
	return strings.Join(s, " ")
}

func (e *gtpEngine) finalScore(args []string) (string, error) {
	if len(args) != 0 {
		return "", fail("syntax error: final_score takes no arguments")
	}
	c, err := e.count()
	if err != nil {
		return "", fail("cannot score: %v", err)
	}
	return c.result, nil // standard: the rules are in livingstones-counts
}

// status sorts the stones into alive, dead and seki: with the dead stones
// of the record loadsgf read while the game stands at its end, else with
// the command's one policy (proposedSettlement, as score and serve).
func (e *gtpEngine) status() (*statusLists, error) {
	p := e.position()
	if e.recordDead != nil && e.recordPos.Size() == p.Size() && p.Equal(e.recordPos) {
		return statusWith(p, ls.Settlement{Dead: e.recordDead})
	}
	return statusOf(p)
}

// count counts the engine's game with the settlement of status.
func (e *gtpEngine) count() (*gameCount, error) {
	st, err := e.status()
	if err != nil {
		return nil, err
	}
	return countWith(e.position(), st.set, e.rules)
}

func (e *gtpEngine) counts(args []string) (string, error) {
	if len(args) != 0 {
		return "", fail("syntax error: livingstones-counts takes no arguments")
	}
	c, err := e.count()
	if err != nil {
		return "", fail("cannot count: %v", err)
	}
	return c.summary(), nil
}

func (e *gtpEngine) made(args []string) (string, error) {
	if len(args) != 1 {
		return "", fail("syntax error: livingstones-made takes a counting method")
	}
	sc, err := parseMethod("counting method", args[0])
	if err != nil {
		return "", fail("%v", err)
	}
	c, err := e.count()
	if err != nil {
		return "", fail("cannot count: %v", err)
	}
	return "\n" + c.madeDiagram(sc), nil
}
