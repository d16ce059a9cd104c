package learn

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
)

// request is one line the client sends: a reset (the Config's fields and
// the format) or a step (the actions).
type request struct {
	Cmd string `json:"cmd"`
	Config
	Format  string `json:"format,omitempty"`
	Actions []int  `json:"actions,omitempty"`
}

// The formats of the replies.
const (
	formatJSON   = "json"
	formatBinary = "binary"
)

// reply is the line the server answers with. In the JSON format the
// arrays are in it, one row a game; in the binary format Bytes says how
// many bytes of arrays follow the line.
type reply struct {
	Info
	Bytes   int         `json:"bytes,omitempty"`
	Player  []int32     `json:"player,omitempty"`
	Reward  []float32   `json:"reward,omitempty"`
	Rewards [][]float32 `json:"rewards,omitempty"`
	Done    []bool      `json:"done,omitempty"`
	Obs     [][]float32 `json:"obs,omitempty"`
	Mask    [][]int     `json:"mask,omitempty"`
}

// Serve speaks the environment protocol (see the package documentation)
// on r and w until r ends or a close message comes. A request that is
// refused gets an error reply and changes nothing; the connection goes
// on.
func Serve(r io.Reader, w io.Writer) error {
	in := bufio.NewScanner(r)
	in.Buffer(make([]byte, 64<<10), 64<<20)
	out := bufio.NewWriterSize(w, 1<<20)
	var s session
	for in.Scan() {
		done, err := s.handle(in.Bytes(), out)
		if err != nil {
			if err := writeLine(out, map[string]string{"error": err.Error()}); err != nil {
				return err
			}
		}
		if err := out.Flush(); err != nil {
			return err
		}
		if done {
			return nil
		}
	}
	return in.Err()
}

// session is the state of one connection: the games, the format and the
// buffer binary replies are written in.
type session struct {
	envs   Envs
	format string
	bytes  []byte
}

// handle answers one request line; done is true for close.
func (s *session) handle(line []byte, out *bufio.Writer) (done bool, err error) {
	var req request
	if err := json.Unmarshal(line, &req); err != nil {
		return false, fmt.Errorf("request %.80q: %w", line, err)
	}
	switch req.Cmd {
	case "reset":
		if req.Format != "" && req.Format != formatJSON && req.Format != formatBinary {
			return false, fmt.Errorf("reset: format %q: want %q or %q", req.Format, formatJSON, formatBinary)
		}
		envs, err := Open(req.Config)
		if err != nil {
			return false, fmt.Errorf("reset: %w", err)
		}
		s.envs, s.format = envs, req.Format
	case "step":
		if s.envs == nil {
			return false, errors.New("step: no games yet: send a reset first")
		}
		if err := s.envs.Step(req.Actions); err != nil {
			return false, err
		}
	case "games":
		return false, writeLine(out, map[string][]string{"games": Games()})
	case "close":
		return true, writeLine(out, map[string]bool{"closed": true})
	default:
		return false, fmt.Errorf("cmd %q: want reset, step, games or close", req.Cmd)
	}
	return false, s.write(out)
}

// write sends the batch in the session's format.
func (s *session) write(out *bufio.Writer) error {
	in, b := s.envs.Info(), s.envs.Batch()
	if s.format == formatBinary {
		if err := writeLine(out, reply{Info: in, Bytes: binarySize(b)}); err != nil {
			return err
		}
		s.bytes = appendBinary(s.bytes[:0], b)
		_, err := out.Write(s.bytes)
		return err
	}
	r := reply{Info: in, Player: b.Player, Reward: b.Reward}
	for i := range in.Envs {
		r.Rewards = append(r.Rewards, b.Rewards[i*in.Seats:(i+1)*in.Seats])
		r.Done = append(r.Done, b.Done[i] == 1)
		r.Obs = append(r.Obs, b.Obs[i*in.ObsSize:(i+1)*in.ObsSize])
		mask := make([]int, in.Actions)
		for a, legal := range b.Mask[i*in.Actions : (i+1)*in.Actions] {
			mask[a] = int(legal)
		}
		r.Mask = append(r.Mask, mask)
	}
	return writeLine(out, r)
}

// writeLine writes v as one line of JSON.
func writeLine(out *bufio.Writer, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	out.Write(data)
	return out.WriteByte('\n')
}

// binarySize is the number of bytes writeBinary writes for b.
func binarySize(b *Batch) int {
	return 4*(len(b.Player)+len(b.Reward)+len(b.Rewards)+len(b.Obs)) + len(b.Done) + len(b.Mask)
}

// appendBinary appends b's arrays, little-endian, in the order the
// package documentation gives: the 4-byte ones first, so each is aligned.
func appendBinary(buf []byte, b *Batch) []byte {
	for _, x := range b.Player {
		buf = binary.LittleEndian.AppendUint32(buf, uint32(x))
	}
	for _, a := range [][]float32{b.Reward, b.Rewards, b.Obs} {
		for _, x := range a {
			buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(x))
		}
	}
	buf = append(buf, b.Done...)
	return append(buf, b.Mask...)
}
