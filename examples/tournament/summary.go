package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"text/tabwriter"

	"github.com/rulebox/rulebox/examples/referee"
)

// Summary is a tournament's results: the schedule it played, a line per
// bot, a line per pair of bots that met, and every game, so that the
// summaries of shards can be merged into the summary of the whole.
type Summary struct {
	Game          string             `json:"game"`               // the game's name
	Mode          string             `json:"mode"`               // "roundrobin" or "gauntlet"
	Players       int                `json:"players"`            // seats at each table
	Level         string             `json:"level,omitempty"`    // the level the game was set up at (-level, -solo); "": its default
	Opponent      string             `json:"opponent,omitempty"` // the solo game's opponent and level, "Gaia (medium)"; "" with more players
	Cards         []referee.CardFile `json:"cards,omitempty"`    // the card set's files and their SHA-256 (-cards); none: the standard set
	Seed          uint64             `json:"seed"`               // the first game's seed
	GamesPerSet   int                `json:"games_per_set"`      // games per set of bots and seat rotation (-games)
	Shard         string             `json:"shard"`              // "i/n" for one shard, "" for the whole schedule
	Scheduled     int                `json:"scheduled"`          // games in the whole schedule
	Games         int                `json:"games"`              // games played here
	AverageLength float64            `json:"average_length"`     // moves per game
	Elapsed       float64            `json:"elapsed_s"`          // wall-clock seconds (summed over merged shards)
	Bots          []BotResult        `json:"bots"`               // in the order named
	Pairs         []PairResult       `json:"pairs"`              // each pair of bots that met, in the order named
	Records       []GameRecord       `json:"records"`            // every game played, by index
}

// BotResult is one bot's line of the results.
type BotResult struct {
	Name         string  `json:"name"`            // its label: as named, with #2, #3 ... for a bot named again
	Bot          string  `json:"bot"`             // as named on the command line
	Games        int     `json:"games"`           // games it played
	Wins         int     `json:"wins"`            // games it won (a shared victory counts)
	Faults       int     `json:"faults"`          // games lost by timeout, crash or a bad answer
	WinRate      float64 `json:"win_rate"`        // wins/games
	Low95        float64 `json:"low95"`           // Wilson 95% interval of the win rate
	High95       float64 `json:"high95"`          // its upper end
	Elo          float64 `json:"elo"`             // fitted to who beat whom, averaging 1500
	DecisionsPer float64 `json:"decisions_per_s"` // decisions a second of thinking time
}

// PairResult is the head-to-head line of two bots: the games both played
// in, how often each finished ahead of the other (it won and the other did
// not), and the rest, where both won or neither did, as draws.
type PairResult struct {
	A      string  `json:"a"`      // the first bot's label
	B      string  `json:"b"`      // the second's
	Games  int     `json:"games"`  // games both sat in
	AWins  int     `json:"a_wins"` // games A finished ahead of B
	BWins  int     `json:"b_wins"` // games B finished ahead of A
	Draws  int     `json:"draws"`  // games neither finished ahead
	Score  float64 `json:"score"`  // A's share: (AWins + Draws/2) / Games
	Low95  float64 `json:"low95"`  // Wilson 95% interval of A's share
	High95 float64 `json:"high95"` // its upper end
}

// labels names the bots distinctly: a bot named again is labelled with
// its number among the bots of that name ("random", "random#2").
func labels(bots []string) []string {
	seen := map[string]int{}
	out := make([]string, len(bots))
	for i, b := range bots {
		seen[b]++
		out[i] = b
		if k := seen[b]; k > 1 {
			out[i] = fmt.Sprintf("%s#%d", b, k)
		}
	}
	return out
}

// summarise adds up the games of sum's schedule (sum's header fields and
// bot names are set; records are sorted by index).
func summarise(sum Summary, bots []string, records []GameRecord) Summary {
	sum.Games, sum.Records = len(records), records
	n := len(bots)
	res := make([]BotResult, n)
	thinking := make([]int64, n)
	decisions := make([]int, n)
	beat := make([][]float64, n) // beat[i][j]: times i finished ahead of j
	met := make([][]int, n)      // met[i][j]: games i and j sat in together
	for i, l := range labels(bots) {
		res[i].Name, res[i].Bot = l, bots[i]
		beat[i], met[i] = make([]float64, n), make([]int, n)
	}
	moves := 0
	for _, r := range records {
		moves += r.Moves
		won := make([]bool, len(r.Seats))
		for _, w := range r.Winners {
			won[w] = true
		}
		for seat, b := range r.Seats {
			res[b].Games++
			decisions[b] += r.Decisions[seat]
			thinking[b] += r.ThinkingNS[seat]
			if won[seat] {
				res[b].Wins++
			}
			if r.Fault == seat {
				res[b].Faults++
			}
			for other, ob := range r.Seats {
				if other == seat {
					continue
				}
				met[b][ob]++
				if won[seat] && !won[other] {
					beat[b][ob]++
				}
			}
		}
	}
	if len(records) > 0 {
		sum.AverageLength = float64(moves) / float64(len(records))
	}
	elo := eloRatings(beat)
	for i := range res {
		b := &res[i]
		if b.Games > 0 {
			b.WinRate = float64(b.Wins) / float64(b.Games)
			b.Low95, b.High95 = wilson(float64(b.Wins), b.Games)
		}
		if thinking[i] > 0 {
			b.DecisionsPer = float64(decisions[i]) / (float64(thinking[i]) / 1e9)
		}
		b.Elo = elo[i]
	}
	sum.Bots, sum.Pairs = res, pairs(res, beat, met)
	return sum
}

// pairs lists the head-to-head line of every two bots that met.
func pairs(bots []BotResult, beat [][]float64, met [][]int) []PairResult {
	var out []PairResult
	for i := range bots {
		for j := i + 1; j < len(bots); j++ {
			g := met[i][j]
			if g == 0 {
				continue
			}
			p := PairResult{A: bots[i].Name, B: bots[j].Name, Games: g, AWins: int(beat[i][j]), BWins: int(beat[j][i])}
			p.Draws = g - p.AWins - p.BWins
			share := float64(p.AWins) + float64(p.Draws)/2
			p.Score = share / float64(g)
			p.Low95, p.High95 = wilson(share, g)
			out = append(out, p)
		}
	}
	return out
}

// wilson is the 95% Wilson score interval of wins out of n (a draw
// counts as half a win).
func wilson(wins float64, n int) (lo, hi float64) {
	const z = 1.959964
	nf, p := float64(n), wins/float64(n)
	centre := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z / (1 + z*z/nf) * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	lo, hi = max(0, centre-half), min(1, centre+half)
	if wins == 0 { // exactly 0, not a rounding error away from it
		lo = 0
	}
	if wins == nf {
		hi = 1
	}
	return lo, hi
}

// eloRatings fits Elo ratings to who beat whom (the Bradley-Terry model,
// by its minorization-maximization iteration), with half a win each way
// added to every pair that met so that a bot that never won stays finite.
// The ratings average 1500.
func eloRatings(beat [][]float64) []float64 {
	n := len(beat)
	games := make([][]float64, n)
	wins := make([]float64, n)
	for i := range n {
		games[i] = make([]float64, n)
	}
	for i := range n {
		for j := range n {
			if i != j && beat[i][j]+beat[j][i] > 0 {
				games[i][j] = beat[i][j] + beat[j][i] + 1
				wins[i] += beat[i][j] + 0.5
			}
		}
	}
	strength := make([]float64, n)
	for i := range strength {
		strength[i] = 1
	}
	for range 1000 {
		next := make([]float64, n)
		for i := range n {
			den := 0.0
			for j := range n {
				if games[i][j] > 0 {
					den += games[i][j] / (strength[i] + strength[j])
				}
			}
			next[i] = strength[i]
			if den > 0 {
				next[i] = wins[i] / den
			}
		}
		strength = next
	}
	elo := make([]float64, n)
	mean := 0.0
	for i, s := range strength {
		elo[i] = 400 * math.Log10(s)
		mean += elo[i] / float64(n)
	}
	for i := range elo {
		elo[i] += 1500 - mean
	}
	return elo
}

// Print writes the results as two tables: a line per bot, then a line
// per pair of bots that met.
func (s Summary) Print(w io.Writer) {
	of := ""
	if s.Shard != "" {
		of = fmt.Sprintf(" (shard %s of a schedule of %d)", s.Shard, s.Scheduled)
	}
	fmt.Fprintf(w, "%s, %s: %d games%s, %.1f moves a game on average, %.1fs\n", s.Game, s.Mode, s.Games, of, s.AverageLength, s.Elapsed)
	for _, c := range s.Cards {
		fmt.Fprintf(w, "cards from %s (SHA-256 %s)\n", c.Name, c.SHA256)
	}
	if s.Opponent != "" {
		fmt.Fprintf(w, "each bot solo against %s: a win is a game it beat its opponent\n", s.Opponent)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\tgames\twins\twin rate\t95% interval\tElo\tdecisions/s\tfaults\t")
	for _, b := range s.Bots {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f%%\t%.1f%%-%.1f%%\t%.0f\t%.0f\t%d\t\n",
			b.Name, b.Games, b.Wins, 100*b.WinRate, 100*b.Low95, 100*b.High95, b.Elo, b.DecisionsPer, b.Faults)
	}
	tw.Flush()
	if len(s.Pairs) == 0 {
		return
	}
	fmt.Fprintln(w, "\nhead to head (a draw: both won, or neither)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "a\tb\tgames\ta wins\tb wins\tdraws\ta's score\t95% interval\t")
	for _, p := range s.Pairs {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%.1f%%\t%.1f%%-%.1f%%\t\n",
			p.A, p.B, p.Games, p.AWins, p.BWins, p.Draws, 100*p.Score, 100*p.Low95, 100*p.High95)
	}
	tw.Flush()
}

// WriteJSON writes the results as JSON.
func (s Summary) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}

// WriteCSV writes a header and a line per bot.
func (s Summary) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"game", "bot", "games", "wins", "win_rate", "low95", "high95", "elo", "decisions_per_s", "faults", "average_length"})
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }
	for _, b := range s.Bots {
		_ = cw.Write([]string{s.Game, b.Name, strconv.Itoa(b.Games), strconv.Itoa(b.Wins), f(b.WinRate), f(b.Low95), f(b.High95),
			f(b.Elo), f(b.DecisionsPer), strconv.Itoa(b.Faults), f(s.AverageLength)})
	}
	cw.Flush()
	return cw.Error()
}
