package livingstones

import "testing"

// Choices among equals (doc.go, Settling and eyes, 9; leastForm): positions where the
// analysis once took the first of several points alike in board order, so
// that the count changed with the turn of the board (another margin, or a
// refusal in some turns). Each is counted in all 16 forms of the board
// (8 turns, colors as given or swapped): every form must count, and count
// the same. The positions are ends of random games (7×7) the proposal
// property found, with the proposal's dead stones.
var equalChoiceCases = []struct {
	name, why string
	dead      string
	board     []string
}{
	{
		name: "an eye among equals",
		why: "Black's group on the a line has two points alike for an eye (ae and af: as many " +
			"empty and stone neighbours); the one left empty is a liberty in the ideal final position " +
			"and the other a filled road, and that decided which of the neutral points ac, bc, bd, dd, " +
			"de, cf and cg only one side could fill: margin 8 in one turn, 7 in another.",
		dead: "fd gd ge",
		board: []string{
			"X . . O O O .",
			". X . . . X .",
			". X O . X . O",
			"X . . . . O O",
			". . . . X . X",
			". O O . . . .",
			"O . . . X . .",
		},
	},
	{
		name: "a dame among equals",
		why: "When no neutral point is one-sided and none is surely a dame, the analysis makes " +
			"dame of the point with the fewest open neighbours; several tie (among cd, ce, ed and ee), " +
			"and the one taken first makes another one side's road: margin 11 in one turn, 9 in another.",
		dead: "ac ad cg gg",
		board: []string{
			". . O . . . X",
			". X . X X . O",
			". . . O . . .",
			"O . . . . O O",
			"O . . X . . O",
			". X . X . . .",
			"X . . X . . O",
		},
	},
	{
		name: "a dame among equals that leaves a chain short",
		why: "The same tie among dame (among aa, ba, ab, eb and dc): taken one way, the ideal final " +
			"position is stable (margin 11); taken another, it is not, and the settlement was refused " +
			"in some turns. The canonical form's choice is taken, or, if it leaves the position " +
			"unstable, the choice of the first form that stands.",
		dead: "aa ba ab bb bc gf ag eg fg gg",
		board: []string{
			"O . X X O O O",
			"X . X X X . O",
			"X X . O . X .",
			"X X . O . . .",
			". O X . O X X",
			"O X O O . . O",
			"O X . . O . .",
		},
	},
	{
		name: "random end 1",
		why:  "a refusal in some turns of the board, a count in others",
		dead: "ga gb gd",
		board: []string{
			"X . O X X . .",
			"X . O . . . .",
			"X X . . X . X",
			". O X O . X O",
			"O X . O O O .",
			". . . . . . X",
			". O O . O O X",
		},
	},
	{
		name: "random end 2",
		why:  "a refusal in some turns of the board, a count in others",
		dead: "bb cb cd ag fg gg",
		board: []string{
			"O . X . . X X",
			"X X O O . . .",
			". X X X O . O",
			". X O . O O .",
			". . X X X . O",
			". O O . . . O",
			". . X X O O .",
		},
	},
	{
		name: "random end 3",
		why:  "a refusal in some turns of the board, a count in others",
		dead: "ea ad eg",
		board: []string{
			". O . . O X .",
			". X . X . . X",
			"O . . O . . X",
			"X . . O . . O",
			". O . . . . .",
			". . . O . . X",
			". . . . X . .",
		},
	},
	{
		name: "random end 4",
		why:  "a refusal in some turns of the board, a count in others",
		dead: "dg",
		board: []string{
			". . X O X . .",
			". . . . . X X",
			"X O . X . O .",
			". . . X O X X",
			"X . . O . O .",
			". . . . O . .",
			". O . . O O O",
		},
	},
	{
		name: "random end 5",
		why:  "a refusal in some turns of the board, a count in others",
		dead: "bf dg",
		board: []string{
			". . . O . X .",
			". O . X X . X",
			". . X . . . .",
			". . . . O . O",
			"X . X O . . .",
			". . X . . X O",
			". . O . . O .",
		},
	},
	{
		name: "random end 6",
		why:  "a refusal in some turns of the board, a count in others",
		dead: "aa ab bb ac bc gc gd ae bf ff gf ag bg eg gg",
		board: []string{
			"X X . O X . X",
			". X . O O X X",
			"X O O O O O .",
			". . O O . O X",
			"X X . O O . X",
			"X O . X O . O",
			"O . . X X X .",
		},
	},
	{
		name: "random end 7",
		why: "a refusal in some turns of the board, a count in others. Black's gd, alone on the edge, is " +
			"dead too (the proposal's since the deep parts of an open region no longer meet): White takes ge " +
			"and then fc; with gd alive the settlement is refused in every turn",
		dead: "gd ae af gg",
		board: []string{
			". . . X . X O",
			"O . . O X . .",
			"O X . . O . .",
			"X . . X . . X",
			". . . . . . .",
			"X . . . . O .",
			"O . O O . . .",
		},
	},
	{
		name: "random end 8",
		why:  "a refusal in some turns of the board, a count in others",
		dead: "gb gc gg",
		board: []string{
			"O . O O . O X",
			"X . . O . . .",
			". . . . O X .",
			"X X X . O X .",
			". . . O . X O",
			". X . . . X O",
			"X . O O . . .",
		},
	},
	{
		name: "random end 9",
		why:  "a refusal in some turns of the board, a count in others",
		dead: "ga ed de gf eg",
		board: []string{
			"O . O . X O .",
			"X X X O O . X",
			". O . X O . .",
			"X O . O X O .",
			". X . O . . .",
			"X O . . O X .",
			". X . . . . X",
		},
	},
	{
		name: "random end 10",
		why:  "a refusal in some turns of the board, a count in others",
		dead: "ca da bc ec fc gc ad ag bg gg",
		board: []string{
			"O O . X . . O",
			"X X . . X . .",
			". . . O O . .",
			"O . . . X . .",
			". O . X O O O",
			"X X . X X . X",
			". . O O . . .",
		},
	},
}

// TestEqualChoicesTurned counts the cases of equalChoiceCases in the 16
// forms of the board: each counts, the same in every form.
func TestEqualChoicesTurned(t *testing.T) {
	for _, tc := range equalChoiceCases {
		f := parseFinalDiagram(t, tc.board...)
		s := Settlement{Dead: pts(t, f.Size, tc.dead)}
		if _, err := Count(f, s, DefaultRules(Law)); err != nil {
			t.Errorf("%s: %v (%s)\n%s", tc.name, err, tc.why, diagramOf(f))
			continue
		}
		checkTurns(t, tc.name, f, s, DefaultRules(Law))
	}
}
