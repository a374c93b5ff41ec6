// Package livingstones implements the Counting-Living-Stones rules of Go
// (计活子围棋规则): Go played and counted the traditional Chinese way, where
// the side with more living stones at the end wins, and the basic eyes
// (基本眼位) each living group must keep empty are not stones.
//
// It is a reference implementation: a legal-move oracle for bots, a
// replayer of records and a counter of finished games, with the four
// historical ways of counting (see [Score]).
//
// The sections below state the rules as this package implements them, in
// its own words; comments in the code cite them by name ("see the package
// doc, section Repetition"). The index of the API is at the end.
//
// # Sources
//
// The rules follow three texts published by 燕来 (the rule book is signed
// 天马行空), called "the sources" throughout:
//   - the rule book, 计活子围棋规则 (2012 autumn edition), nine chapters
//     (章) and 36 articles; "art. n" is its article n, "第七章" its
//     chapter 7;
//   - the Lanke article, 烂柯图及其变化图: the Lanke game (烂柯图), a
//     19×19 record of 290 moves kept in a Song-dynasty book (忘忧清乐集),
//     counted by every method, with its figures 图一 to 图十; its section
//     三 prints the moves;
//   - the short versions, 计活子规则最简版本四种及其十三注 (revised 2009):
//     the rules in one sentence, in 28 and 56 characters and as a verse,
//     with thirteen notes ("note n") that work a 7×7 game by every method.
//
// The copy of the rule book this package was written from holds articles
// 24–36 in full and only the titles of the others; moves, capture, repetition and the natural end
// follow the short versions and their notes. Where the sources leave a
// choice open, the text below says [interpretation], gives the reason, and
// an option offers the alternative.
//
// # Equipment and order
//
//  1. The board is N×N for N in [MinSize]..[MaxSize] (2..25); 19 is
//     standard, and the sources also use 7×7.
//  2. White moves first (白先黑后). An opening may carry the four seated
//     stones (座子, option [Seated]): White dd and pp, Black dp and pd.
//  3. Each side's bowl holds 180 stones on 19×19 and ⌈N²/2⌉ on other sizes
//     ([Supply]); only the general equal-stones count uses it.
//  4. Points are written in the rule book's notation: two letters, the
//     column from the left and then the row counted from the bottom, no
//     letter skipped ("dp" is the upper left star point on 19×19). SGF
//     (row from the top) and GTP (letters skip I, rows numbered from the
//     bottom) are conversions at the edge ([Notation]).
//
// # Moves
//
// On its turn a side makes
//  1. a real move (实着): a stone on an empty point ([RealMove]);
//  2. a virtual move (虚着): a stone placed outside the board
//     ([VirtualMove]). It counts as a move and changes the generalized
//     pattern; the stone is not alive and stays outside;
//  3. a pass (放弃, [Pass]), unless the rule options forbid it
//     ([ForbidPass], the beginner's 56-character version: 一方一手无放弃,
//     a virtual move instead): it is not a move and changes no pattern;
//  4. or resigns ([Resign]).
//
// # Capture
//
// Stones out of liberties are removed, naturally (气尽提取依自然): after a
// real move, first the opponent's chains without liberties are removed and
// become the mover's prisoners; then the mover's own chains without
// liberties are removed and become the opponent's prisoners. Multi-stone
// suicide is legal by default [interpretation: the sources forbid only
// repetition]; [ForbidSuicide] forbids it. A single-stone suicide is always
// illegal: it leaves the pattern unchanged (see Repetition).
//
// # Repetition
//
// Going back is forbidden (禁止倒退, art. 13): a real move is illegal if
// the generalized whole-board pattern after it (the stones on the board
// plus the number of virtual stones each side has placed) equals one that
// existed earlier in the game, the start included [interpretation: the
// notes say a virtual move changes the whole-board pattern, and that a ko
// may be retaken after intervening virtual moves (隔虚提劫), which is what
// this definition allows]. The options [Positional] (stones only) and
// [Situational] (stones and side to move) are for research
// ([WithRepetition]). Virtual moves and passes are always legal under
// every option. The check uses Zobrist hashing with keys from a fixed seed
// and confirms every hash match by comparing the patterns point by point,
// so it is exact; a rejected move's [*MoveError] names the turn whose
// pattern it repeats.
//
// # Ends
//
//  1. Four consecutive virtual moves end the game naturally (连续四虚局乃终):
//     every stone on the board is alive and empty points are not stones.
//     A pass between virtual moves breaks the sequence.
//  2. Two consecutive passes pause the game (休止). The players then either
//     agree on the dead stones and end it by making (做棋: [Position.Agree],
//     then counting with a [Settlement]), or resume play
//     ([Position.Resume]) and settle it by fighting (恢复对局，实战解决).
//     Moves after a resumption do not count for the art version's
//     extra-move rule ([Tally].BeforePause).
//  3. Resignation ends the game at once.
//
// A game in which passing is forbidden can only end naturally or by
// resignation.
//
// # Settling and eyes
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
//     fill them to close its area, except a point with nothing but the
//     capturer around it once the capturer has closed its area there (5):
//     it may be an eye. Dead stones no stone of the other side touches
//     cannot be dead (ErrDeadNotSurrounded).
//  2. A held ko (Settlement.Ko): 一方劫材有利时不粘劫而持有的打劫处的那个空点是
//     该方的路点 (the side with the better ko threats may hold the ko
//     without connecting; the ko point is its road). The holder may be the
//     side that did not take last: it retakes, the stones it captures are
//     dead and their points its roads.
//  3. Empty regions bordered by one color are that side's area; regions
//     bordered by both are neutral. A group (块) is a side's chains joined
//     through the regions of its area, with those regions.
//     A real ending often leaves a wall open: a gap, or a dead stone
//     captured where it stands next to an area, joins an area to a dame
//     or to the other side's stones, and the whole region would be
//     neutral. The rule book tells the points apart by what could live on
//     them: 若恢复对局并一直进行到底的话，最终能有棋子生存于其上的那些空点叫做
//     “路点” (above), and the empty points are to be classified 实事求事
//     (as they really are). So inside a region bordered by both, each
//     point is nearer one side's stones, or as near both, by paths through
//     the region; a connected part nearer one side is that side's area when
//     it holds an inner point (one with only that side's stones and that
//     part around it) four points or more from every stone of the other
//     side, and its stones wall it in at least half as much as the rest
//     of the region leaves it open (a stone standing alone inside the
//     other side's area reaches around itself, but walls nothing in)
//     [interpretation: no stone of the other side could live so deep
//     in a side's reach; the distance is the least at which a wall
//     with a one-point gap keeps the area behind it, and a row of points
//     between two parts of one side's reach is never an area]. The points
//     as near both, and the parts that reach no farther, stay neutral (4,
//     6 decide them). Where the two sides' areas so found meet, a point of
//     one next to a point of the other with no point as near both between
//     them (two walls side by side, each with a gap), both points stay
//     neutral too: they are on the line between the two areas, where,
//     were play resumed to the end (若恢复对局并一直进行到底的话), a stone of
//     either side might finally live; behind the line each area is
//     各方棋子围住的地盘 (the territory each side's stones surround) as it
//     would be with its gaps closed [interpretation: the line between two
//     areas is nobody's area, as the points as near both are; were the
//     meeting points in the areas, each would border the other side's and
//     both would be neutral, however deep]. No basic eye is kept on the
//     edge of such an area (next to a neutral point), where the other side
//     may yet play.
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
//     final position, but for the one liberty only the other side may
//     enter safely: there the other side plays, and its stone stands in
//     the ideal final position (it may be the point that joins its own
//     chains). A point such chains of both sides need is filled by the
//     one side whose stone there is safe, or by nobody.
//  5. Each group chooses its basic eyes (基本眼位) in its area: two non-
//     adjacent points such that filling the rest leaves it one chain (or
//     chains each touching both); one for a group in seki with any area;
//     none for a seki group without. A group that can keep two eyes only
//     by filling one neutral point next to it fills it (its road: a point
//     it must fill to stay connected), and so does a group that joins an
//     independent group of its side there, or a group so joined (in
//     rounds, each looking at every group at once), or that closes an
//     area there (its stone leaves part of the neutral region around the
//     point bordered by its side alone: of such points, those that close
//     the most), the regions then found again with the point as its
//     stone; when any of several points would do (miai), they are dame as
//     in 4. Which points are the eyes is a choice among equals (9); how
//     many never is. Basic eyes are
//     enough and the least (one more is not needed, one fewer is not
//     possible): a group in seki whose one eye, once filled, leaves its
//     chain two liberties that neither side can then take without harm
//     (a seki without eyes) needs no eye, and the point is its road.
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
//  9. Choices among equals. Where the definitions leave several points
//     that would do alike (which of a group's points are its two eyes,
//     which of two neutral points with as few open neighbours becomes
//     dame first when no other can), the choice is made on the board in
//     its canonical form: of its 16 forms (8 turns, each with the colors
//     as given or swapped), the least, reading the points in board order,
//     each as its stone and what the settlement says of it; the analysis
//     is read back on the board as given. So the empty points are
//     classified 实事求事 (as they really are), whatever way the board is
//     turned or the sides named, and the count is a function of the
//     position. When the choices of the canonical form leave the ideal
//     final position unstable, the other forms are tried in the same
//     order and the first whose ideal final position is stable is taken
//     [interpretation: the roads are where, were play resumed to the end,
//     stones could finally live (above): the players fill their dame so
//     that the position stands, and a settlement is refused only when no
//     form makes it stand; the refusal is the canonical form's].
//
// Stones and roads are all stones, eyes are not (子路皆子，眼位非子): a road
// counts as a living stone, a basic eye does not. A game that ended
// naturally needs no settlement: every stone is alive and empty points
// count for nobody.
//
// # Counting methods
//
// The rule book's chapter 7 (第七章) counts living stones (活子): board
// stones + roads (+ half of each dame left empty) = area − basic eyes. It
// proves that the basic count and the three historical shortcut counts
// give the same margin; each method here makes its own position and counts it the way
// the sources do, so the property tests of that theorem are real tests.
// These five are the rule set's: [Score] is sealed (an unexported method
// keeps other implementations out), so a caller cannot add a sixth, and
// Count's check that they agree covers every method there is.
//  1. [Living] (子路合计, art. 28): fill every road; count the stones.
//  2. [EqualRoads] (停路比子, pre-Tang, art. 31): exchange stones and roads
//     inside each side's area until both have the same number of roads;
//     compare board stones.
//  3. [EqualStones] (停子比路, Tang–Song, art. 32), general: each side
//     keeps the same number of stones back in its bowl ([Supply]: 180 on
//     19×19) and fills the rest into its roads; compare roads.
//  4. [EqualStonesNarrow] (the Tang–Song procedure): each side refills its
//     captured stones, its dead stones and its virtual-move stones into
//     its roads; negative moves balance unequal move counts, and in the
//     rare overflow case both sides keep the excess off the board.
//  5. [ReturnHead] (还棋头, Ming–Qing, art. 33): a side with more basic eyes
//     (n more groups) returns stones at a boundary until both sides have
//     as many virtual stones on eyes; compare composite stones (复子), or
//     count one side against its par (归本数) N²/2 shifted by half the komi.
//
// # Versions and komi
//
// Two versions (第六章, art. 24–26) differ in what an extra move costs. In
// the art version (艺术版) a side that made n more moves (real and virtual)
// before the first pause gives n stones (多下贴子) by type A negative
// moves; komi is 7. In the law version (律法版) extra moves cost nothing
// (多下不贴子): type B negative moves balance the board stones; komi is 8.
//
// A negative move (负着, art. 25) takes one of the side's own stones off
// the board at counting, and the stone is not refilled. Type A takes it
// from a boundary between the colors: the point becomes a dame shared
// equally, and the side gives one stone of margin. Type B takes it from
// inside its own area: the point becomes its road, and no margin changes.
//
// Komi (贴子, 第八章 先下贴子, art. 34–35) is a whole number of stones the
// side that moved first gives for moving first: White under these rules
// (白先黑后; "白方因先下而贴子"), Black in the records of other rules, where
// Black moves first (the sources' note on Ikeda's proposal: in Black-first
// games Black gives). [Final.First] is that side: the side of the game's
// first turn. It wins when its living stones exceed the other's by at
// least the komi (完成定约胜), so there are no draws. [Rules.Winner] is the
// one place the komi is applied; [Report.KomiBy] says who gave it. The art
// version's extra-move stones need no such care: the side that made more
// moves gives them, whichever moved first. Komi may also be settled by bidding
// ([KomiByBidding]) or by the double choice ([DoubleChoice]).
//
// # The API by category
//
// Positions and moves:
//   - [NewPosition] with the options ([Option]) [WithRepetition],
//     [ForbidSuicide], [ForbidPass], [Seated], [Setup] and [FirstToMove];
//     [MinSize], [MaxSize]
//   - [Position]: [Position.Play], [Position.PlayAs], [Position.Legal],
//     [Position.LegalAs], [Position.LegalMoves],
//     [Position.AppendLegalMoves], [Position.Undo], [Position.Resume],
//     [Position.Agree], [Position.At], [Position.Chain],
//     [Position.Liberties], [Position.Tally], [Position.History],
//     [Position.Hash], [Position.Equal], [Position.String] and
//     [Position.Diagram] ([DiagramStyle])
//   - [Move], [RealMove], [Pass], [VirtualMove], [Resign], [NoMove],
//     [ParseMove], [DecodeMove]; [Played], [Tally], [Phase], [EndReason]
//   - [Color], [ParseColor]; [Point], [Pt], [ParsePoint] and the
//     notations ([Notation]) [RuleBook], [SGF] and [GTP] ([ParseNotation]);
//     [ReadPoint] reads a rule-book point or a GTP vertex and says which
//   - [Repetition], [ParseRepetition]
//
// A [Position] is an immutable value, safe to share between goroutines,
// and Play returns a new one (a board copy and a few small allocations).
// [Game] ([NewGame]) is the fast path, a mutable game for bots and tree
// search: [Game.Play], [Game.Legal], [Game.AppendLegalMoves],
// [Game.Undo], [Game.UndoTo], [Game.CopyFrom] and [Game.RandomMove]
// allocate nothing, [Game.Playout] plays a random game to its natural end,
// [Game.PolicyMove] and [Game.PlayoutWith] play by a [PlayoutPolicy]
// ([UniformPolicy], RandomMove's; [TacticalPolicy], which answers ataris
// and refuses self-ataris; or [PatternPolicy], which also plays MoGo's
// shapes next to the last move), [Game.AppendTurns] reads a playout's
// moves, [Game.Hash], [Game.EndReason] and [Game.Ownership] answer what search
// asks, and [Game.Position] returns the game as a Position without
// replaying it. A Game keeps per turn only what the turn changed, never a
// copy of the board, and checks every move with the same legality and
// repetition check as Position (the pattern compared point by point on a
// hash hit).
//
// Errors: a move that cannot be played is a [*MoveError] wrapping one of
// the sentinel errors [ErrGameOver], [ErrPaused], [ErrInvalidMove],
// [ErrPassForbidden], [ErrOffBoard], [ErrOccupied], [ErrSuicide],
// [ErrRepetition], checked in that order. [NewPosition] and its options
// report [ErrBadSize], [ErrBadOption] and [ErrBadSetup]; [Position.Agree]
// and [Position.Resume] report [ErrNotPaused]. Nothing panics on user
// input: a nil argument is an error, and the methods of a nil [*Analysis],
// [*Made] or [*Final] answer zero values (no board, no points).
//
// Records (SGF FF[4]):
//   - [ReadRecord], [ParseRecord] and [NewRecord] make a [Record]
//     ([RecordMove]), [ReadRecords] every game of a collection;
//     [Record.Replay] plays it ([Record.ReplayGame] onto a [Game]),
//     [Record.WriteSGF] writes it; errors are [*RecordError],
//     [ErrSGFBoardSize], [ErrSGFOffBoard], [ErrSGFValue] and
//     [ErrSGFCollection], and text that is not SGF is a [*SyntaxError]
//     (matching [ErrSGFSyntax]) with its line and column
//   - the readers work within [SGFLimits] ([DefaultSGFBytes],
//     [DefaultSGFNodes], [DefaultSGFProperties], [MaxSGFNesting]); input
//     beyond them is a [*LimitError] matching [ErrLimit], so hostile input
//     ends with an error naming the limit
//   - a virtual move is written as a pass with the private property
//     [SGFVirtualMove] (B[]VM[]), which other programs read as a pass; the
//     dead stones at the end are the private property [SGFDeadStones]
//
// The package reads and writes game records, not SGF in general: the
// syntax layer (game trees, nodes, properties) is internal. What a record
// does not read is kept only where writing it back needs it: the root
// properties it does not know, in [Record.Info] as [SGFProperty] values,
// written back in their order. Variations are not kept: a Record is the
// main line (the first variation at each branch), which is what is
// replayed and counted.
//
// Settling and counting:
//   - [Position.Final] and [Game.Final] return the stopped game as the
//     counting code sees it ([Final]; [Final.Diagram] draws it)
//   - [Settlement] ([KoPoint], [NeutralPoint]); [ProposeSettlement]
//     proposes one ([ProposeSettlementContext] stops when its context is
//     done), [Benson] finds the unconditionally alive groups
//     ([Unconditional]) and [Ownership] estimates who owns each point by
//     playouts
//   - [Analyze] settles a game into an [Analysis] ([Group], [Kind])
//   - [Count] (or [CountAnalysis]) counts it by every method of [Scores]
//     and checks that they agree, in a [Report]; each [Score]
//     ([ParseScore]) counts into a [Result] with each side's [Figures]
//     and the [Made] position it counted; [Kind] names what each point is
//     in both, with its owner
//   - [CountPosition] counts a Position's game once it is over
//     ([ErrNotOver] otherwise); [EstimatePosition] counts one still being
//     played as if both sides passed now
//   - an [Analyzer] analyses and counts the same way into memory it keeps
//     from one call to the next: once warm it allocates nothing
//   - amounts that can be half a stone are [Stones] ([HalfStone],
//     [Whole])
//   - errors: [*CountError] wrapping [ErrBadFinal], [ErrBadSettlement],
//     [ErrDeadNotSurrounded], [ErrPartialChain], [ErrNotAStone],
//     [ErrNotEmpty], [ErrNotNeutral], [ErrSettlementNotNeeded],
//     [ErrUnstable] or [ErrCannotMake], its [Fix] ([FixNone], [FixDead],
//     [FixKo], [FixNeutral]) naming the part of the settlement that settles
//     it; [ErrMethodsDisagree] would mean a bug, since the methods always
//     agree
//
// Versions and komi: [Rules], [DefaultRules], [Version] ([Law], [Art]),
// [ParseVersion], [DefaultKomi], [Supply], [KomiByBidding],
// [DoubleChoice]; [ErrBadRules]. The komi is bounded by [MaxKomi]
// wherever it is read.
//
// Pictures: [Position.WriteSVG] draws a position as SVG ([SVGOptions]),
// with the coordinates in the rule book's notation and the last move
// marked; [Made.WriteSVG] draws a made position with its eyes, roads and
// returned stones. [Position.Diagram] and [Made.Diagram] draw them as
// text.
//
// Generators for property tests: package rapidgen
// (github.com/jihuozi/livingstones/rapidgen) draws positions, endings,
// settled endings and records for pgregory.net/rapid, each reached by
// playing legal moves, so that users can state their own properties of
// the rules.
//
// The command livingstones (cmd/livingstones) replays and draws records,
// counts them, serves these rules as a GTP engine (livingstones gtp) and
// referees matches between GTP engines (livingstones match); see the
// README.
package livingstones
