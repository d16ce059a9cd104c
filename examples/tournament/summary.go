package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"text/tabwriter"
	"time"
)

// Summary is a tournament's results.
type Summary struct {
	Game          string      `json:"game"`           // the game's name
	Mode          string      `json:"mode"`           // "roundrobin" or "gauntlet"
	Games         int         `json:"games"`          // games played
	AverageLength float64     `json:"average_length"` // moves per game
	Elapsed       float64     `json:"elapsed_s"`      // wall-clock seconds
	Bots          []BotResult `json:"bots"`           // in the order named
}

// BotResult is one bot's line of the results.
type BotResult struct {
	Name         string  `json:"name"`            // as named on the command line
	Games        int     `json:"games"`           // games it played
	Wins         int     `json:"wins"`            // games it won (a shared victory counts)
	Faults       int     `json:"faults"`          // games lost by timeout, crash or a bad answer
	WinRate      float64 `json:"win_rate"`        // wins/games
	Low95        float64 `json:"low95"`           // Wilson 95% interval of the win rate
	High95       float64 `json:"high95"`          // its upper end
	Elo          float64 `json:"elo"`             // fitted to who beat whom, averaging 1500
	DecisionsPer float64 `json:"decisions_per_s"` // decisions a second of thinking time
}

// summarise adds up the games.
func summarise(o options, results []outcome, elapsed time.Duration) Summary {
	sum := Summary{Game: o.game, Mode: o.mode, Games: len(results), Elapsed: elapsed.Seconds()}
	n := len(o.bots)
	bots := make([]BotResult, n)
	thinking := make([]time.Duration, n)
	decisions := make([]int, n)
	beat := make([][]float64, n) // beat[i][j]: times i finished ahead of j
	for i := range bots {
		bots[i].Name = o.bots[i]
		beat[i] = make([]float64, n)
	}
	moves := 0
	for _, r := range results {
		moves += r.moves
		won := make([]bool, len(r.seats))
		for _, w := range r.winners {
			won[w] = true
		}
		for seat, b := range r.seats {
			bots[b].Games++
			decisions[b] += r.decisions[seat]
			thinking[b] += r.thinking[seat]
			if won[seat] {
				bots[b].Wins++
			}
			if r.fault != nil && int(r.fault.Player) == seat {
				bots[b].Faults++
			}
			for other, ob := range r.seats {
				if won[seat] && !won[other] && ob != b {
					beat[b][ob]++
				}
			}
		}
	}
	if len(results) > 0 {
		sum.AverageLength = float64(moves) / float64(len(results))
	}
	elo := eloRatings(beat)
	for i := range bots {
		b := &bots[i]
		if b.Games > 0 {
			b.WinRate = float64(b.Wins) / float64(b.Games)
			b.Low95, b.High95 = wilson(b.Wins, b.Games)
		}
		if thinking[i] > 0 {
			b.DecisionsPer = float64(decisions[i]) / thinking[i].Seconds()
		}
		b.Elo = elo[i]
	}
	sum.Bots = bots
	return sum
}

// wilson is the 95% Wilson score interval of wins out of n.
func wilson(wins, n int) (lo, hi float64) {
	const z = 1.959964
	nf, p := float64(n), float64(wins)/float64(n)
	centre := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z / (1 + z*z/nf) * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	lo, hi = max(0, centre-half), min(1, centre+half)
	if wins == 0 { // exactly 0, not a rounding error away from it
		lo = 0
	}
	if wins == n {
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

// Print writes the results as a table.
func (s Summary) Print(w io.Writer) {
	fmt.Fprintf(w, "%s, %s: %d games, %.1f moves a game on average, %.1fs\n", s.Game, s.Mode, s.Games, s.AverageLength, s.Elapsed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\tgames\twins\twin rate\t95% interval\tElo\tdecisions/s\tfaults\t")
	for _, b := range s.Bots {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f%%\t%.1f%%-%.1f%%\t%.0f\t%.0f\t%d\t\n",
			b.Name, b.Games, b.Wins, 100*b.WinRate, 100*b.Low95, 100*b.High95, b.Elo, b.DecisionsPer, b.Faults)
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
