package gametest

import (
	"reflect"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

type hidden struct{}

// Exposing is a type whose exported field has an unexported type, beside
// the shared Player.
type Exposing struct {
	Field  hidden
	Player engine.Player // shared: allowed
}

func TestCheckNamedTypesFindsWhatAUserCannotName(t *testing.T) {
	r := &recorder{TB: t}
	CheckNamedTypes(r, "github.com/rulebox/rulebox/internal/gametest", reflect.TypeFor[Exposing]())
	got := strings.Join(r.msgs, "\n")
	if !strings.Contains(got, "Exposing.Field has the unexported type") || strings.Contains(got, "Player") {
		t.Errorf("reported %q; want the unexported field, and not the shared Player", r.msgs)
	}
	if !SnakeCase.MatchString("public_ecosystem_1") || SnakeCase.MatchString("firstSide") {
		t.Error("SnakeCase")
	}
}

func TestCheckHiddenFindsALeak(t *testing.T) {
	parse := toySpec().ParseMove
	a := toyState{Secret: [2]int{1, 2}}
	b := toyState{Secret: [2]int{1, 3}}
	for _, leak := range []bool{false, true} {
		toyBugs = bugs{LeakView: leak}
		r := &recorder{TB: t}
		CheckHidden(r, "P2's secret", a, b, nil, nil, []string{"p0+1", "p1+2"}, parse, 0)
		if got := len(r.msgs) > 0; got != leak {
			t.Errorf("leaking %v: reported %q", leak, r.msgs)
		}
	}
	toyBugs = bugs{}
}
