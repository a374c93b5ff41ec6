// Package livingstones implements the Counting-Living-Stones rules of Go
// (计活子围棋规则): Go played and counted the traditional Chinese way, where
// the side with more living stones at the end wins, and the basic eyes
// (基本眼位) each living group must keep empty are not stones.
//
// It is a reference implementation: a legal-move oracle for bots, a
// replayer of records and a counter of finished games, with the four
// historical ways of counting (see Score).
//
// # The rules as implemented
//
// Equipment and order (RULES §2):
//  1. The board is N×N for N in MinSize..MaxSize (2..25); 19 is standard.
//  2. White moves first (白先黑后). An opening may carry the four seated
//     stones (座子, option Seated): White dd and pp, Black dp and pd.
//  3. Points are written in the rule book's notation: two letters, the
//     column from the left and then the row counted from the bottom, no
//     letter skipped ("dp" is the upper left star point on 19×19). SGF
//     (row from the top) and GTP (letters skip I, rows numbered from the
//     bottom) are conversions at the edge (Notation).
//
// Moves (RULES §3): on its turn a side makes
//  1. a real move (实着): a stone on an empty point (RealMove);
//  2. a virtual move (虚着): a stone placed outside the board (VirtualMove).
//     It counts as a move and changes the generalized pattern; the stone
//     is not alive and stays outside;
//  3. a pass (放弃, Pass), unless the rule options forbid it (ForbidPass,
//     the beginner's version): it is not a move and changes no pattern;
//  4. or resigns (Resign).
//
// Capture (气尽提取依自然): after a real move, first the opponent's chains
// without liberties are removed and become the mover's prisoners; then
// the mover's own chains without liberties are removed and become the
// opponent's prisoners. Multi-stone suicide is legal by default
// [interpretation: the sources forbid only repetition]; ForbidSuicide
// forbids it. A single-stone suicide is always illegal: it leaves the
// pattern unchanged.
//
// Repetition (禁止倒退, art. 13): a real move is illegal if the
// generalized whole-board pattern after it (the stones on the board plus
// the number of virtual stones each side has placed) equals one that
// existed earlier in the game, the start included [interpretation]. So a
// ko may be retaken after intervening virtual moves (隔虚提劫). The
// options Positional (stones only) and Situational (stones and side to
// move) are for research (WithRepetition). Virtual moves and passes are
// always legal under every option. The check uses Zobrist hashing with
// keys from a fixed seed and confirms every hash match by comparing the
// patterns point by point, so it is exact; a rejected move's *MoveError
// names the turn whose pattern it repeats.
//
// Ends (RULES §4):
//  1. Four consecutive virtual moves end the game naturally (连续四虚局乃终):
//     every stone on the board is alive and empty points are not stones.
//     A pass between virtual moves breaks the sequence.
//  2. Two consecutive passes pause the game (休止). The players then either
//     agree on the dead stones and end it by making (Position.Agree, then
//     counting with a Settlement), or resume play (Position.Resume). Moves
//     after a resumption do not count for the art version's extra-move
//     rule (Tally.BeforePause).
//  3. Resignation ends the game at once.
//
// Errors: a move that cannot be played is a *MoveError wrapping one of
// the sentinel errors (ErrGameOver, ErrPaused, ErrInvalidMove,
// ErrPassForbidden, ErrOffBoard, ErrOccupied, ErrSuicide, ErrRepetition),
// checked in that order. Nothing panics on user input.
//
// # The API by category
//
// Positions and moves: NewPosition with the options WithRepetition,
// ForbidSuicide, ForbidPass, Seated, Setup and FirstToMove; Position with
// Play, PlayAs, Legal, LegalAs, LegalMoves, AppendLegalMoves, Undo,
// Resume, Agree, At, Chain, Liberties, Tally, Stones, Hash, Equal, String
// and Diagram; Move, RealMove, Pass, VirtualMove, Resign; Point, Pt,
// ParsePoint, ParseMove, and the notations RuleBook, SGF and GTP.
//
// The fast path: a Position is an immutable value, safe to share between
// goroutines, and Play returns a new one (a board copy and a few small
// allocations). Game is a mutable game for bots: Play, Legal, RandomMove
// and CopyFrom allocate nothing, and Playout plays a random game to its
// natural end.
//
// Records: ReadRecord, ParseRecord and Record.WriteSGF read and write
// SGF FF[4]; Record.Replay plays a record; NewRecord records a Position's
// game. A virtual move is written as a pass with the private property VM
// (B[]VM[]), which other programs read as a pass; dead stones at the end
// are the private property DS.
//
// Counting: Position.Final returns the stopped game as the counting code
// sees it; Analyze settles it with a Settlement; Count (or CountAnalysis)
// counts it by every method of Scores and checks that they agree; each
// Score's Count returns a Result with the Made position it counted.
// CountPosition counts a Position's game, which must be over (paused or
// ended): a game still being played is ErrNotOver, and EstimatePosition
// counts it as if both sides passed now, an estimate and no result.
// Benson and ProposeSettlement find unconditionally alive groups and
// propose a settlement; Ownership estimates who owns each point by
// playouts. Rules, Version (Art, Law), DefaultKomi, Supply,
// KomiByBidding and DoubleChoice hold the versions and komi.
//
// # Settling and counting (第七章)
//
// A paused game is settled (做棋) with a Settlement: the agreed dead stones
// (whole chains), the unfinished ko points with the side holding each, and
// optional explicit classifications of neutral points. ProposeSettlement
// proposes one. Analyze then classifies every point from the position
// alone: the definitions below look at the stones, never at the order of
// the points, so the count is the same however the board is turned and
// whichever color is called Black. The rule book's definition of a road:
// 若恢复对局并一直进行到底的话，最终能有棋子生存于其上的那些空点叫做“路点”
// (the points where, were play resumed to the very end, a stone of the side
// could finally live).
//  1. Dead stones come off. A dead chain inside the opponent's area leaves
//     its points to that area. A dead chain that touches a dame or a point
//     of its own side's (a real ending often leaves them so) is captured
//     where it stands: its points are roads of the capturer, which must
//     fill them to close its area. Dead stones no stone of the other side
//     touches cannot be dead (ErrDeadNotSurrounded).
//  2. A held ko (Settlement.Ko): 一方劫材有利时不粘劫而持有的打劫处的那个空点是
//     该方的路点 (the side with the better ko threats may hold the ko
//     without connecting; the ko point is its road). The holder may be the
//     side that did not take last: it retakes, the stones it captures are
//     dead and their points its roads.
//  3. Empty regions bordered by one color are that side's area; regions
//     bordered by both are neutral. A group (块) is a side's chains joined
//     through the regions of its area, with those regions.
//  4. Dame a side must answer (有紧气手段的单官, "dame with liberty-shortening
//     tactics", which 000 says must still be filled before the pause): a
//     chain with two liberties, one a neutral point the other side can
//     enter safely, must fill the other when the other side plays there.
//     In the dame phase such a pair is filled one by each side, and the
//     Lanke game counts them so: 休止后，棋盘上有16个未收的单官由双方均分，每方
//     分得8个 (after the pause the 16 unfilled dame are shared equally, 8
//     each; three of those 16 are such pairs, one inside Black's area).
//     Both points are dame, half a stone to each side, even the one in the
//     chain's own area, and the chain's side fills them in the ideal
//     final position.
//  5. Each group chooses its basic eyes (基本眼位) in its area: two non-
//     adjacent points such that filling the rest leaves it one chain (or
//     chains each touching both); one for a group in seki with any area;
//     none for a seki group without. A group that can keep two eyes only
//     by filling one neutral point next to it fills it (its road: a point
//     it must fill to stay connected); when any of several points would do
//     (miai), they are dame as in 4. Which points are the eyes may follow
//     the board order among equals; how many never does.
//  6. The neutral points left are decided in rounds, each looking at all of
//     them at once, with every dame already decided taken as filled by
//     someone (a liberty of nobody):
//     a point only one side may fill harmlessly (its stone captures
//     nothing and every chain next to it keeps two liberties) is that
//     side's road, 单方权利的官子 (a one-sided dame: 收占单方权利的单官时，每收
//     一个便损一子, taking one under the art version loses a stone, for it
//     was already that side's); all such points are filled, and the round
//     starts again. Otherwise the points both may fill are dame (单官,
//     half a stone each); otherwise the points left are shared eyes (公气)
//     when they touch stones of both sides and no independent group, and
//     dame when not. Dame never join groups: a dame left empty is shared
//     and connects nobody.
//  7. Groups that the filled roads join into one chain become one group and
//     choose their eyes again: a connected group needs two eyes, not four.
//  8. The ideal final position (两溢): every road filled, only basic eyes and
//     shared eyes empty, every dame filled by someone. It must be stable:
//     no empty point can be played by either side without capturing
//     nothing and being left at most one liberty. Otherwise the settlement
//     is refused with a *CountError naming the points, and its Fix says
//     what settles them (Dead, Ko or Neutral in the Settlement).
//
// A game that ended naturally needs no settlement: every stone is alive
// and empty points count for nobody.
//
// The counts. Living stones (活子) = board stones + roads (+ half of each
// dame left empty) = area − basic eyes. The rules prove that the basic
// count and the three historical shortcut counts give the same margin;
// each method here makes its own position and counts it the way the
// sources do, so the property tests of that theorem are real tests:
//  1. Living (子路合计, art. 28): fill every road; count the stones.
//  2. EqualRoads (停路比子, pre-Tang, art. 31): exchange stones and roads
//     inside each side's area until both have the same number of roads;
//     compare board stones.
//  3. EqualStones (停子比路, Tang–Song, art. 32), general: each side keeps
//     the same number of stones back in its bowl (Supply: 180 on 19×19)
//     and fills the rest into its roads; compare roads.
//  4. EqualStonesNarrow (the Tang–Song procedure): each side refills its
//     captured stones, its dead stones and its virtual-move stones into
//     its roads; negative moves balance unequal move counts, and in the
//     rare overflow case both sides keep the excess off the board.
//  5. ReturnHead (还棋头, Ming–Qing, art. 33): a side with more basic eyes
//     (n more groups) returns stones at a boundary until both sides have
//     as many virtual stones on eyes; compare composite stones (复子), or
//     count one side against its par (归本数) N²/2 shifted by half the komi.
//
// Versions and komi (art. 24–26, 34–35). In the art version (艺术版) a side
// that made n more moves (real and virtual) before the first pause gives
// n stones (type A negative moves); komi is 7. In the law version (律法版)
// extra moves cost nothing (type B negative moves balance the board
// stones); komi is 8. White wins when its living stones exceed Black's by
// at least the komi, so there are no draws. Rules.Winner is the one place
// the komi is applied.
//
// Pictures: Position.WriteSVG draws a position as SVG (SVGOptions), with
// the coordinates in the rule book's notation and the last move marked;
// Made.WriteSVG draws a made position with its eyes, roads and returned
// stones.
//
// The command livingstones (cmd/livingstones) replays and draws records,
// serves these rules as a GTP engine (livingstones gtp) and referees
// matches between GTP engines (livingstones match); see the README.
package livingstones
