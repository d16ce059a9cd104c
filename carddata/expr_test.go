package carddata

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestExprJSONRoundTrip(t *testing.T) {
	type card struct {
		Name    string
		Ability Expr
		Other   Expr
	}
	var want card
	want.Name = "Drecolara"
	var err error
	if want.Ability, err = ParseExpr("spend any 2 resources:gain 1 tech or lose 1 tech:take any 2 resources"); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	wantJSON := `{"Name":"Drecolara","Ability":"spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources","Other":""}`
	if string(data) != wantJSON {
		t.Errorf("json = %s, want %s", data, wantJSON)
	}
	var got card
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want.Ability.Ability, got.Ability.Ability, ignorePos); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	if got.Other.Ability != nil || got.Other.String() != "" {
		t.Errorf("empty Expr came back as %+v", got.Other)
	}
}

// TestExprUnmarshalError checks that a malformed text is an ErrorList and
// leaves the Expr as it was.
func TestExprUnmarshalError(t *testing.T) {
	e, err := ParseExpr("gain 1 tech")
	if err != nil {
		t.Fatal(err)
	}
	before := e
	err = e.UnmarshalText([]byte("take any 2"))
	if _, ok := err.(ErrorList); !ok {
		t.Fatalf("error = %v (%T), want an ErrorList", err, err)
	}
	if e != before {
		t.Errorf("after an error, Expr = %+v, want it as it was, %+v", e, before)
	}
}
