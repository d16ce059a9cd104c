package beforeearth

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/enum"
)

// Resource is one of the three resource types.
type Resource uint8

// The three resource types, 10 of each in the game.
const (
	Black Resource = iota
	Grey
	White
	NumResources
)

// PerColour is how many resources of each type the game has.
const (
	PerColour      = 10
	TotalResources = 30
)

var resourceNames = [NumResources]string{"black", "grey", "white"}

// String returns the resource's name ("black").
func (r Resource) String() string { return enum.Name(resourceNames[:], r, "Resource") }

// MarshalText writes the resource's name.
func (r Resource) MarshalText() ([]byte, error) {
	if r >= NumResources {
		return nil, fmt.Errorf("beforeearth: no resource %d", r)
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a resource's name, suggesting the closest for a typo.
func (r *Resource) UnmarshalText(b []byte) error {
	v, ok := parseResource(string(b))
	if !ok {
		return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "a resource (black, grey, white)",
			Suggest: carddata.Suggest(string(b), resourceNames[:])}
	}
	*r = v
	return nil
}

func parseResource(s string) (Resource, bool) {
	for i, name := range resourceNames {
		if s == name {
			return Resource(i), true
		}
	}
	return 0, false
}

// Resources counts resources by type: Resources[Black] is the black ones.
type Resources [NumResources]uint8

// Total is the number of resources of every type.
func (r Resources) Total() int { return int(r[Black]) + int(r[Grey]) + int(r[White]) }

// sum is Total through a pointer: inside the engine piles are read where
// they lie, as a 3-byte array passed by value is spilled and reread.
func (r *Resources) sum() int { return int(r[Black]) + int(r[Grey]) + int(r[White]) }

// Add returns r plus o.
func (r Resources) Add(o Resources) Resources {
	for i := range r {
		r[i] += o[i]
	}
	return r
}

// String lists r as "1 black, 2 grey", or "nothing".
func (r Resources) String() string {
	var parts []string
	for i, n := range r {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, Resource(i)))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// Pile is a number of resources of each type as written in a card file, a
// Scenario or JSON: {black: 1, grey: 2}.
type Pile struct {
	Black int `json:"black,omitempty" yaml:"black"` // black resources
	Grey  int `json:"grey,omitempty" yaml:"grey"`   // grey resources
	White int `json:"white,omitempty" yaml:"white"` // white resources
}

// MarshalJSON writes r as {"black":1,"grey":2}.
func (r Resources) MarshalJSON() ([]byte, error) {
	return json.Marshal(Pile{int(r[Black]), int(r[Grey]), int(r[White])})
}

// UnmarshalJSON reads {"black":1,"grey":2}; a count must be 0 to 30.
func (r *Resources) UnmarshalJSON(b []byte) error {
	var j Pile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("resources: %w", err)
	}
	out, err := j.resources()
	if err != nil {
		return err
	}
	*r = out
	return nil
}

// resources converts the pile, checking each count is 0 to 30.
func (j Pile) resources() (Resources, error) {
	var r Resources
	for i, n := range [...]int{j.Black, j.Grey, j.White} {
		if n < 0 || n > TotalResources {
			return r, fmt.Errorf("resources: %d %s is out of range 0..%d", n, Resource(i), TotalResources)
		}
		r[i] = uint8(n)
	}
	return r, nil
}
