package main

import (
	"github.com/rulebox/rulebox/examples/game"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/earthexpress"
)

func TestTranscriptEventsNameTheAbility(t *testing.T) {
	ee := earthexpress.StandardCards()
	ak := animalkingdom.StandardCards()
	be := beforeearth.StandardCards()
	abilities := map[string]func(card string) []string{
		"earthexpress": func(card string) (out []string) {
			c, _ := ee.Lookup(card)
			for _, a := range ee.Info(c).Abilities {
				out = append(out, a.Text)
			}
			return out
		},
		"earth": func(card string) (out []string) {
			infos := append(ak.Islands(), ak.Climates()...)
			if c, ok := ak.Lookup(card); ok {
				ci, _ := ak.Info(c)
				infos = append(infos, ci)
			}
			if a, ok := ak.AnimalCard(card); ok {
				out = append(out, a.Ability, a.Global)
			}
			for _, ci := range infos {
				if ci.Name == card {
					for _, a := range ci.Abilities {
						out = append(out, a.Text)
					}
				}
			}
			return out
		},
		"beforeearth": func(card string) []string {
			for _, sh := range be.Ships {
				if sh.Name == card {
					return []string{sh.Ability.String()}
				}
			}
			for _, pl := range be.Planets {
				if pl.Name == card {
					return []string{pl.Ability.String()}
				}
			}
			return nil
		},
	}
	line := regexp.MustCompile(`\n    P\d (?:activated |activate |takes |uses )(.+?)(?: at r\dc\d(?:, ability \d: .*?)? \(.*?\)| \[.*?\])? — ability: (.+)`)
	for g, of := range abilities {
		var out strings.Builder
		if err := run(game.Flags{Name: g, Players: 2, Animals: true}, 2, 1, &out, io.Discard); err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		named := line.FindAllStringSubmatch(out.String(), -1)
		if len(named) < 3 {
			t.Errorf("%s: %d events name an ability:\n%s", g, len(named), tail(out.String()))
		}
		for _, m := range named {
			found := false
			for _, a := range of(m[1]) {
				found = found || a == m[2] || g == "earth" && a != "" && strings.Contains(a, m[2])
			}
			if !found {
				t.Errorf("%s: %q is not an ability of %q", g, m[2], m[1])
			}
		}
	}
}
