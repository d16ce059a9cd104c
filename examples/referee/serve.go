package referee

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rulebox/rulebox/examples/game"
)

// Serve is the other side of External: it makes a Go bot a program that a
// referee (or a tournament) runs with exec:PROGRAM. It reads the referee's
// messages from in and answers each "move" message on out with b's choice
// from the view it was sent, until "end" or the end of in. It answers the
// "start" message with Ready. The events sent as text are not passed on.
func (r Referee[S, M, V, E]) Serve(b game.Bot[V, M], in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<24)
	for sc.Scan() {
		var msg struct {
			Type string          `json:"type"`
			Game string          `json:"game"`
			View json.RawMessage `json:"view"`
		}
		if err := json.Unmarshal(sc.Bytes(), &msg); err != nil {
			return fmt.Errorf("a message that is not JSON: %w", err)
		}
		switch msg.Type {
		case "start":
			if msg.Game != r.spec.Name {
				return fmt.Errorf("this bot plays %s, not %s", r.spec.Name, msg.Game)
			}
			if _, err := out.Write([]byte(readyLine)); err != nil {
				return err
			}
		case "end":
			return nil
		case "move":
			var v V
			if err := json.Unmarshal(msg.View, &v); err != nil {
				return fmt.Errorf("a view that does not read: %w", err)
			}
			m, err := b.Choose(v)
			if err != nil {
				return err
			}
			line, _ := json.Marshal(Answer{Move: m.String()})
			if _, err := out.Write(append(line, '\n')); err != nil {
				return err
			}
		}
	}
	return sc.Err()
}
