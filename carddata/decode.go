package carddata

import (
	"encoding"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Decode reads the YAML document data, named file in error messages, into v,
// which must be a non-nil pointer. Decoding is strict and keeps positions:
//
//   - a mapping key that matches no field is an error, with the closest field
//     name as a suggestion;
//   - a value of the wrong kind (a word where a number belongs) is an error;
//   - a null value ("~", "null" or nothing) leaves the field at its zero
//     value;
//   - a struct field of type Pos is filled with the position of the mapping
//     that holds it, so later checks can point at the card;
//   - a field whose pointer implements encoding.TextUnmarshaler (a colour, an
//     ability expression) decodes itself from the scalar's text; a *Error or
//     ErrorList it returns is moved to the scalar's place in the file, so its
//     positions may be relative to the scalar (line 1, column 1 is the
//     scalar's first character).
//
// Fields are matched by their yaml tag, or by their lower-cased name when
// untagged; a tag of "-" skips the field. Every problem in the file is
// reported, as an ErrorList sorted by position; v may then be partly filled
// and should be discarded.
func Decode(file string, data []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("carddata.Decode: need a non-nil pointer, got %T", v)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return syntaxError(file, err)
	}
	d := decoder{file: file, src: data, budget: 1000 + 100*len(data)}
	if len(doc.Content) == 0 {
		d.errs.Add(Pos{File: file, Line: 1, Col: 1}, "an empty file", "a YAML document", "")
		return d.errs.Err()
	}
	d.value(doc.Content[0], rv.Elem())
	return d.errs.Err()
}

// syntaxError turns a yaml.v3 parse error ("yaml: line 3: ...") into an
// ErrorList entry with a position.
func syntaxError(file string, err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 1
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if n, after, ok := strings.Cut(rest, ": "); ok {
			if l, convErr := strconv.Atoi(n); convErr == nil {
				line, msg = l, after
			}
		}
	}
	var errs ErrorList
	errs.Addf(Pos{File: file, Line: line, Col: 1}, "YAML syntax: %s", msg)
	return errs.Err()
}

type decoder struct {
	file   string
	src    []byte
	errs   ErrorList
	budget int // values left to decode; aliases may not expand past it
}

var (
	posType       = reflect.TypeFor[Pos]()
	textUnmarshal = reflect.TypeFor[encoding.TextUnmarshaler]()
)

func (d *decoder) pos(n *yaml.Node) Pos {
	return Pos{File: d.file, Line: n.Line, Col: n.Column}
}

// value decodes node n into the settable value v.
func (d *decoder) value(n *yaml.Node, v reflect.Value) {
	if d.budget--; d.budget < 0 {
		if d.budget == -1 {
			d.errs.Addf(d.pos(n), "aliases expand to too many values for a file of %d bytes", len(d.src))
		}
		return
	}
	if n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return // "~", "null" or nothing: the field keeps its zero value
	}
	if v.CanAddr() && v.Addr().Type().Implements(textUnmarshal) {
		d.text(n, v.Addr().Interface().(encoding.TextUnmarshaler))
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		d.structure(n, v)
	case reflect.Slice:
		d.sequence(n, v)
	case reflect.Array:
		d.array(n, v)
	case reflect.Map:
		d.mapping(n, v)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		d.value(n, v.Elem())
	default:
		d.scalar(n, v)
	}
}

func (d *decoder) expect(n *yaml.Node, kind yaml.Kind, what string) bool {
	if n.Kind == kind {
		return true
	}
	d.errs.Add(d.pos(n), describe(n), what, "")
	return false
}

// describe names what a node is, for "found ..." in messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		return strconv.Quote(n.Value)
	}
	return "nothing"
}

func (d *decoder) structure(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.MappingNode, "a mapping of fields") {
		return
	}
	fields, names := structFields(v.Type())
	for i := range v.NumField() {
		if v.Type().Field(i).Type == posType {
			v.Field(i).Set(reflect.ValueOf(d.pos(n)))
		}
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i], n.Content[i+1]
		idx, ok := fields[key.Value]
		switch {
		case !ok:
			d.errs.Add(d.pos(key), fmt.Sprintf("field %q", key.Value),
				"one of "+strings.Join(names, ", "), Suggest(key.Value, names))
		case seen[key.Value]:
			d.errs.Addf(d.pos(key), "field %q given twice", key.Value)
		default:
			seen[key.Value] = true
			d.value(val, v.Field(idx))
		}
	}
}

// structFields maps the YAML names of t's fields to their indexes, and lists
// the names in field order.
func structFields(t reflect.Type) (map[string]int, []string) {
	fields := map[string]int{}
	var names []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "-" || !f.IsExported() || f.Type == posType {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		fields[name] = i
		names = append(names, name)
	}
	return fields, names
}

func (d *decoder) sequence(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.SequenceNode, "a list") {
		return
	}
	s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
	for i, item := range n.Content {
		d.value(item, s.Index(i))
	}
	v.Set(s)
}

func (d *decoder) array(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.SequenceNode, fmt.Sprintf("a list of %d", v.Len())) {
		return
	}
	if len(n.Content) != v.Len() {
		d.errs.Add(d.pos(n), fmt.Sprintf("a list of %d", len(n.Content)), fmt.Sprintf("a list of %d", v.Len()), "")
		return
	}
	for i, item := range n.Content {
		d.value(item, v.Index(i))
	}
}

func (d *decoder) mapping(n *yaml.Node, v reflect.Value) {
	if !d.expect(n, yaml.MappingNode, "a mapping") {
		return
	}
	if v.Type().Key().Kind() != reflect.String {
		d.errs.Addf(d.pos(n), "carddata: map keys of type %s are not supported", v.Type().Key())
		return
	}
	m := reflect.MakeMapWithSize(v.Type(), len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, val := n.Content[i], n.Content[i+1]
		elem := reflect.New(v.Type().Elem()).Elem()
		d.value(val, elem)
		m.SetMapIndex(reflect.ValueOf(key.Value).Convert(v.Type().Key()), elem)
	}
	v.Set(m)
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
		i, err := strconv.ParseInt(n.Value, 10, v.Type().Bits())
		if err != nil {
			d.errs.Add(d.pos(n), describe(n), "a whole number", "")
			return
		}
		v.SetInt(i)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		u, err := strconv.ParseUint(n.Value, 10, v.Type().Bits())
		if err != nil {
			d.errs.Add(d.pos(n), describe(n), "a whole number of 0 or more", "")
			return
		}
		v.SetUint(u)
	default:
		d.errs.Addf(d.pos(n), "carddata: fields of type %s are not supported", v.Type())
	}
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
	var list ErrorList
	var one *Error
	switch {
	case errors.As(err, &list):
	case errors.As(err, &one):
		list = ErrorList{one}
	default:
		d.errs.Add(d.pos(n), describe(n), err.Error(), "")
		return
	}
	for _, e := range list {
		moved := *e
		moved.Pos = d.inScalar(n, e.Pos)
		d.errs = append(d.errs, &moved)
	}
}

// inScalar maps a position relative to a scalar's text (line 1, column 1 is
// its first character; the zero Pos means the whole scalar) into the file.
func (d *decoder) inScalar(n *yaml.Node, rel Pos) Pos {
	p := d.pos(n)
	if rel.Line == 0 {
		return p
	}
	if line, col, ok := scalarPos(d.src, n, rel); ok {
		p.Line, p.Col = line, col
	}
	return p
}
