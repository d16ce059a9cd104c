package carddata

import (
	"bytes"
	"fmt"

	"gopkg.in/yaml.v3"
)

// Encode writes v as YAML, indented by two spaces, for Decode to read
// back: the games write their scenarios with it (MarshalScenario). A
// value YAML cannot hold (a func, a channel) is an error.
func Encode(v any) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil { // yaml.v3 panics on a type it cannot write
			out, err = nil, fmt.Errorf("carddata: cannot write %T as YAML: %v", v, r)
		}
	}()
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), enc.Close()
}
