package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// rareShare is the share of the games a card was in play in under which
// an ability that fired is flagged as rare.
const rareShare = 0.01

// Report is what cardlint found: the set's objectives (Earth Express) and
// what N games played on the set did with each card.
type Report struct {
	Game       string      `json:"game"`                 // the game, as -game names it
	Games      int         `json:"games"`                // games played
	Bots       string      `json:"bots"`                 // the bot in every seat
	Players    int         `json:"players"`              // seats at each table
	Objectives []Objective `json:"objectives,omitempty"` // Earth Express: each objective with the share of the cards that count towards it
	Cards      []*Card     `json:"cards"`                // in the set's order
	Planets    []Planet    `json:"planets,omitempty"`    // Cosmic Run: the cards played at each planet
	Rare       int         `json:"rare"`                 // abilities flagged as rare
	Untold     []string    `json:"untold,omitempty"`     // what the game's events do not tell, so the report cannot count
}

// Objective is an objective of the set and the share of its Earth cards
// that count towards it.
type Objective struct {
	Kind    string  `json:"kind"`              // fauna, ecosystem, terrain or brown
	Name    string  `json:"name"`              // the card or side
	Share   float64 `json:"share"`             // 0 to 1; -1 when it does not apply
	Text    string  `json:"text"`              // the objective as written
	Problem string  `json:"problem,omitempty"` // why it cannot be met; "" if it can
}

// Card is what the games did with one card.
type Card struct {
	Name      string     `json:"name"`
	InPlay    int        `json:"in_play"`             // games it was in play in: in the deck, or (Before the Earth Explodes) revealed in the row
	Played    int        `json:"played"`              // games it was planted, taken or colonized in
	Abilities []*Ability `json:"abilities,omitempty"` // its abilities, in printed order
	// Unknown counts activations of a card of several abilities that the
	// events do not tie to one of them.
	Unknown int `json:"unknown,omitempty"`
	// AtPlanet counts the times the card was played at each planet and
	// Points the movement points it scored (Cosmic Run).
	AtPlanet []int `json:"at_planet,omitempty"`
	Points   int   `json:"points,omitempty"`
}

// Ability is how often one ability fired.
type Ability struct {
	Text   string `json:"text"`
	Fired  int    `json:"fired"`  // times it fired
	Games  int    `json:"games"`  // games it fired in at least once
	Unpaid int    `json:"unpaid"` // times it was offered or reached but not activated (as far as the events tell: see Report.Untold)
	Rare   bool   `json:"rare"`   // it fired in under 1% of the games its card was in play in
	// Scores is true for an ability that is not fired but scores at the
	// game's end (BROWN) or holds while its card is owned (a victory
	// condition): it is never flagged.
	Scores bool `json:"scores,omitempty"`
}

// Planet is what the cards played at one planet of Cosmic Run did.
type Planet struct {
	Planet int `json:"planet"` // from 1
	Played int `json:"played"` // cards played there
	Points int `json:"points"` // movement points they scored
}

// flag marks every ability that fired in under rareShare of the games its
// card was in play in, and counts them.
func (r *Report) flag() {
	r.Rare = 0
	for _, c := range r.Cards {
		for _, a := range c.Abilities {
			a.Rare = !a.Scores && c.InPlay > 0 && float64(a.Games) < rareShare*float64(c.InPlay)
			if a.Rare {
				r.Rare++
			}
		}
	}
}

// WriteJSON writes the report as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// Print writes the report as tables for a person.
func (r *Report) Print(w io.Writer) {
	for _, o := range r.Objectives {
		share := "    -"
		if o.Share >= 0 {
			share = fmt.Sprintf("%4.0f%%", 100*o.Share)
		}
		fmt.Fprintf(w, "%-9s %-30s %s  %s\n", o.Kind, o.Name, share, o.Text)
		if o.Problem != "" {
			fmt.Fprintf(w, "          cannot be met: %s\n", o.Problem)
		}
	}
	if r.Games == 0 {
		return
	}
	if len(r.Objectives) > 0 {
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "%s: %d games of %d players, %s bots\n", r.Game, r.Games, r.Players, r.Bots)
	if r.Planets != nil {
		r.printCosmicRun(w)
	} else {
		r.printAbilities(w)
	}
	for _, u := range r.Untold {
		fmt.Fprintf(w, "not counted: %s\n", u)
	}
}

// printAbilities writes a line per card and ability.
func (r *Report) printAbilities(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "card\tin play\tplayed\tability\tfired\tgames fired\tunpaid\t")
	for _, c := range r.Cards {
		played := fmt.Sprintf("%d (%s)", c.Played, percent(c.Played, c.InPlay))
		if len(c.Abilities) == 0 {
			fmt.Fprintf(tw, "%s\t%d\t%s\t-\t\t\t\t\n", c.Name, c.InPlay, played)
		}
		for k, a := range c.Abilities {
			name, in := c.Name, fmt.Sprint(c.InPlay)
			if k > 0 {
				name, in, played = "", "", ""
			}
			mark := ""
			if a.Rare {
				mark = "  RARE: fired in under 1% of the games it was in play"
			}
			if a.Scores {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t(scores or holds)\t\t\t\n", name, in, played, a.Text)
				continue
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d (%s)\t%d\t%s\n", name, in, played, a.Text, a.Fired, a.Games, percent(a.Games, c.InPlay), a.Unpaid, mark)
		}
		if c.Unknown > 0 {
			fmt.Fprintf(tw, "\t\t\t(one of its abilities, the events do not say which)\t%d\t\t\t\n", c.Unknown)
		}
	}
	tw.Flush()
	fmt.Fprintf(w, "%d abilities fired in under 1%% of the games their card was in play\n", r.Rare)
}

// printCosmicRun writes the cards played at each planet and the points
// they scored.
func (r *Report) printCosmicRun(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	var head strings.Builder
	head.WriteString("card\t")
	for _, p := range r.Planets {
		fmt.Fprintf(&head, "planet %d\t", p.Planet)
	}
	fmt.Fprintln(tw, head.String()+"points\t")
	for _, c := range r.Cards {
		fmt.Fprintf(tw, "%s\t", c.Name)
		for _, n := range c.AtPlanet {
			fmt.Fprintf(tw, "%d\t", n)
		}
		fmt.Fprintf(tw, "%d\t\n", c.Points)
	}
	fmt.Fprint(tw, "all\t")
	for _, p := range r.Planets {
		fmt.Fprintf(tw, "%d (%d points)\t", p.Played, p.Points)
	}
	fmt.Fprintln(tw)
	tw.Flush()
}

// percent writes n of all as a percentage.
func percent(n, all int) string {
	if all == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(all))
}
