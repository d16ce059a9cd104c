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
