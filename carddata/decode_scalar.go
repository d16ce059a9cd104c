package carddata

import (
	"encoding"
	"reflect"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// scalarOnce decodes the anchored scalar n into v, or copies the result of
// decoding it into a value of v's type before: an alias does not decode
// the same text again, nor report its errors again.
func (d *decoder) scalarOnce(n *yaml.Node, v reflect.Value) {
	for v.Kind() == reflect.Pointer {
		if _, ok := unmarshaler(v); ok {
			break
		}
		v.Set(reflect.New(v.Type().Elem()))
		v = v.Elem()
	}
	key := decodedKey{n, v.Type()}
	if done, ok := d.decoded[key]; ok {
		v.Set(done)
		return
	}
	d.decode(n, v)
	if d.decoded == nil {
		d.decoded = map[decodedKey]reflect.Value{}
	}
	done := reflect.New(v.Type()).Elem()
	done.Set(v)
	d.decoded[key] = done
}

// yamlBools are the booleans of the YAML 1.2 core schema.
var yamlBools = map[string]bool{
	"true": true, "True": true, "TRUE": true,
	"false": false, "False": false, "FALSE": false,
}

func (d *decoder) scalar(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.ScalarNode, "a single value") {
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(n.Value)
	case reflect.Bool:
		b, ok := yamlBools[n.Value]
		if !ok {
			d.errs.Add(d.pos(n), describe(n), "true or false", "")
			return
		}
		v.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		d.signed(n, v)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		d.unsigned(n, v)
	default:
		d.errs.Addf(d.pos(n), "carddata: fields of type %s are not supported", v.Type())
	}
}

// signed decodes a whole number into an int field, saying so when the
// number does not fit.
func (d *decoder) signed(n *yaml.Node, v reflect.Value) {
	if !isWholeNumber(n.Value) {
		d.errs.Add(d.pos(n), describe(n), "a whole number", "")
		return
	}
	bits := v.Type().Bits()
	i, err := strconv.ParseInt(n.Value, 10, bits)
	if err != nil {
		lo, hi := -(int64(1) << (bits - 1)), int64(1)<<(bits-1)-1
		d.outOfRange(n, strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10))
		return
	}
	v.SetInt(i)
}

// unsigned decodes a whole number into a uint field, saying so when the
// number does not fit.
func (d *decoder) unsigned(n *yaml.Node, v reflect.Value) {
	if !isWholeNumber(n.Value) {
		d.errs.Add(d.pos(n), describe(n), "a whole number of 0 or more", "")
		return
	}
	digits := strings.TrimPrefix(n.Value, "+")
	if strings.Trim(digits, "-0") == "" {
		digits = "0" // "-0" is 0
	}
	bits := v.Type().Bits()
	u, err := strconv.ParseUint(digits, 10, bits)
	if err != nil {
		d.outOfRange(n, "0", strconv.FormatUint(uint64(1)<<bits-1, 10))
		return
	}
	v.SetUint(u)
}

func (d *decoder) outOfRange(n *yaml.Node, lo, hi string) {
	d.errs.Addf(d.pos(n), "number %s is out of range: expected a whole number from %s to %s",
		short(n.Value), lo, hi)
}

// isWholeNumber reports whether s is written as a whole number: an
// optional sign, then decimal digits.
func isWholeNumber(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// text decodes a scalar through its TextUnmarshaler and places the errors
// it reports in the file.
func (d *decoder) text(n *yaml.Node, u encoding.TextUnmarshaler) {
	if !d.expect(n, yaml.ScalarNode, "a single value") {
		return
	}
	err := u.UnmarshalText([]byte(n.Value))
	if err == nil {
		return
	}
	list, ok := entriesOf(err)
	if !ok {
		d.errs.AddError(d.pos(n), err)
		return
	}
	rels := make([]Pos, len(list))
	for i, e := range list {
		rels[i] = e.Pos
	}
	at := scalarPositions(d.lineIndex(), n, rels)
	for i, e := range list {
		moved := *e
		moved.Pos = d.pos(n)
		if at[i].Line > 0 {
			moved.Pos.Line, moved.Pos.Col = at[i].Line, at[i].Col
		}
		d.errs = append(d.errs, &moved)
	}
}

func (d *decoder) lineIndex() *lineIndex {
	if d.lines == nil {
		d.lines = newLineIndex(d.src)
	}
	return d.lines
}
