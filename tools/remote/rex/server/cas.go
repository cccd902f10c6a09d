package server

import (
	"context"
	"io"
	"strconv"
	"strings"

	repb "github.com/bazelbuild/remote-apis/build/bazel/remote/execution/v2"
	"github.com/bazelbuild/remote-apis/build/bazel/semver"
	bspb "google.golang.org/genproto/googleapis/bytestream"
	rpcstatus "google.golang.org/genproto/googleapis/rpc/status"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/omp-offload/rules_omp_offload/tools/remote/rex/storage"
)

// maxBatchBytes bounds BatchUpdateBlobs and BatchReadBlobs requests; the
// gRPC server accepts messages a little larger.
const maxBatchBytes = 4 << 20

// GetCapabilities announces REv2.0 to 2.0 (what Bazel 4.2.3 speaks), SHA-256,
// an updatable action cache and execution.
func (s *Server) GetCapabilities(ctx context.Context, req *repb.GetCapabilitiesRequest) (*repb.ServerCapabilities, error) {
	return &repb.ServerCapabilities{
		CacheCapabilities: &repb.CacheCapabilities{
			DigestFunctions:                 []repb.DigestFunction_Value{repb.DigestFunction_SHA256},
			ActionCacheUpdateCapabilities:   &repb.ActionCacheUpdateCapabilities{UpdateEnabled: true},
			MaxBatchTotalSizeBytes:          maxBatchBytes,
			SymlinkAbsolutePathStrategy:     repb.SymlinkAbsolutePathStrategy_ALLOWED,
			SupportedCompressors:            nil,
			SupportedBatchUpdateCompressors: nil,
		},
		ExecutionCapabilities: &repb.ExecutionCapabilities{
			DigestFunction:  repb.DigestFunction_SHA256,
			DigestFunctions: []repb.DigestFunction_Value{repb.DigestFunction_SHA256},
			ExecEnabled:     true,
		},
		LowApiVersion:  &semver.SemVer{Major: 2},
		HighApiVersion: &semver.SemVer{Major: 2},
	}, nil
}

func (s *Server) FindMissingBlobs(ctx context.Context, req *repb.FindMissingBlobsRequest) (*repb.FindMissingBlobsResponse, error) {
	resp := &repb.FindMissingBlobsResponse{}
	for _, d := range req.BlobDigests {
		if err := storage.CheckDigest(d); err != nil {
			return nil, err
		}
		if !s.store.Has(d) {
			resp.MissingBlobDigests = append(resp.MissingBlobDigests, d)
		}
	}
	return resp, nil
}

func (s *Server) BatchUpdateBlobs(ctx context.Context, req *repb.BatchUpdateBlobsRequest) (*repb.BatchUpdateBlobsResponse, error) {
	resp := &repb.BatchUpdateBlobsResponse{}
	for _, r := range req.Requests {
		if r.Compressor != repb.Compressor_IDENTITY {
			return nil, status.Errorf(codes.InvalidArgument, "compressor %v is not supported", r.Compressor)
		}
		err := s.store.Put(r.Digest, r.Data)
		resp.Responses = append(resp.Responses, &repb.BatchUpdateBlobsResponse_Response{
			Digest: r.Digest, Status: rpcStatus(err),
		})
	}
	return resp, nil
}

func (s *Server) BatchReadBlobs(ctx context.Context, req *repb.BatchReadBlobsRequest) (*repb.BatchReadBlobsResponse, error) {
	var total int64
	for _, d := range req.Digests {
		total += d.GetSizeBytes()
	}
	if total > maxBatchBytes {
		return nil, status.Errorf(codes.InvalidArgument, "the blobs asked for add up to %d bytes, more than %d", total, maxBatchBytes)
	}
	resp := &repb.BatchReadBlobsResponse{}
	for _, d := range req.Digests {
		data, err := s.store.Get(d)
		resp.Responses = append(resp.Responses, &repb.BatchReadBlobsResponse_Response{
			Digest: d, Data: data, Status: rpcStatus(err),
		})
	}
	return resp, nil
}

// GetTree returns every Directory under the root, breadth first, in pages
// of at most 1000.
func (s *Server) GetTree(req *repb.GetTreeRequest, stream repb.ContentAddressableStorage_GetTreeServer) error {
	queue := []*repb.Digest{req.RootDigest}
	seen := map[string]bool{}
	page := &repb.GetTreeResponse{}
	for len(queue) > 0 {
		d := queue[0]
		queue = queue[1:]
		if seen[d.GetHash()] {
			continue
		}
		seen[d.GetHash()] = true
		dir := &repb.Directory{}
		if err := s.store.GetProto(d, dir); err != nil {
			return err
		}
		page.Directories = append(page.Directories, dir)
		for _, sub := range dir.Directories {
			queue = append(queue, sub.Digest)
		}
		if len(page.Directories) == 1000 {
			if err := stream.Send(page); err != nil {
				return err
			}
			page = &repb.GetTreeResponse{}
		}
	}
	return stream.Send(page)
}

func (s *Server) GetActionResult(ctx context.Context, req *repb.GetActionResultRequest) (*repb.ActionResult, error) {
	return s.store.GetActionResult(req.ActionDigest)
}

func (s *Server) UpdateActionResult(ctx context.Context, req *repb.UpdateActionResultRequest) (*repb.ActionResult, error) {
	if req.ActionResult == nil {
		return nil, status.Error(codes.InvalidArgument, "no action result")
	}
	if err := s.store.PutActionResult(req.ActionDigest, req.ActionResult); err != nil {
		return nil, err
	}
	return req.ActionResult, nil
}

// parseBlobResource finds "blobs/HASH/SIZE" in a ByteStream resource name:
// [INSTANCE/]blobs/HASH/SIZE[/...] for reads and
// [INSTANCE/]uploads/UUID/blobs/HASH/SIZE[/...] for writes.
func parseBlobResource(name string, upload bool) (*repb.Digest, error) {
	parts := strings.Split(name, "/")
	for i := range parts {
		if upload && parts[i] == "uploads" && i+4 < len(parts) && parts[i+2] == "blobs" {
			return parseDigest(parts[i+3], parts[i+4], name)
		}
		if !upload && parts[i] == "blobs" && i+2 < len(parts) {
			return parseDigest(parts[i+1], parts[i+2], name)
		}
		if parts[i] == "compressed-blobs" {
			return nil, status.Errorf(codes.Unimplemented, "compressed blobs are not supported: %q", name)
		}
	}
	return nil, status.Errorf(codes.InvalidArgument, "resource name %q names no blob", name)
}

func parseDigest(hash, size, name string) (*repb.Digest, error) {
	n, err := strconv.ParseInt(size, 10, 64)
	if err != nil {
		return nil, status.Errorf(codes.InvalidArgument, "resource name %q: bad size", name)
	}
	d := &repb.Digest{Hash: hash, SizeBytes: n}
	return d, storage.CheckDigest(d)
}

func (s *Server) Read(req *bspb.ReadRequest, stream bspb.ByteStream_ReadServer) error {
	d, err := parseBlobResource(req.ResourceName, false)
	if err != nil {
		return err
	}
	if req.ReadOffset < 0 || req.ReadOffset > d.SizeBytes || req.ReadLimit < 0 {
		return status.Errorf(codes.OutOfRange, "read offset %d, limit %d of a %d-byte blob", req.ReadOffset, req.ReadLimit, d.SizeBytes)
	}
	r, err := s.store.Open(d)
	if err != nil {
		return err
	}
	defer r.Close()
	if req.ReadOffset > 0 {
		if _, err := io.CopyN(io.Discard, r, req.ReadOffset); err != nil {
			return status.Errorf(codes.Internal, "blob %s: %v", storage.Key(d), err)
		}
	}
	left := d.SizeBytes - req.ReadOffset
	if req.ReadLimit > 0 && req.ReadLimit < left {
		left = req.ReadLimit
	}
	buf := make([]byte, 1<<20)
	for left > 0 {
		chunk := buf
		if int64(len(chunk)) > left {
			chunk = chunk[:left]
		}
		n, err := io.ReadFull(r, chunk)
		if n > 0 {
			if err := stream.Send(&bspb.ReadResponse{Data: chunk[:n]}); err != nil {
				return err
			}
			left -= int64(n)
		}
		if err != nil && left > 0 {
			return status.Errorf(codes.Internal, "blob %s: %v", storage.Key(d), err)
		}
	}
	return nil
}

func (s *Server) Write(stream bspb.ByteStream_WriteServer) error {
	req, err := stream.Recv()
	if err != nil {
		return err
	}
	d, err := parseBlobResource(req.ResourceName, true)
	if err != nil {
		return err
	}
	w, err := s.store.NewWriter()
	if err != nil {
		return err
	}
	defer w.Abort()
	for {
		if req.WriteOffset != w.Size() {
			return status.Errorf(codes.InvalidArgument, "write of %s at offset %d, after %d bytes", storage.Key(d), req.WriteOffset, w.Size())
		}
		if _, err := w.Write(req.Data); err != nil {
			return status.Errorf(codes.Internal, "%v", err)
		}
		if req.FinishWrite {
			break
		}
		if req, err = stream.Recv(); err != nil {
			if err == io.EOF {
				return status.Errorf(codes.InvalidArgument, "write of %s ended without finish_write", storage.Key(d))
			}
			return err
		}
	}
	if err := w.Commit(d); err != nil {
		return err
	}
	return stream.SendAndClose(&bspb.WriteResponse{CommittedSize: d.SizeBytes})
}

// QueryWriteStatus knows only whole blobs: writes are not resumable.
func (s *Server) QueryWriteStatus(ctx context.Context, req *bspb.QueryWriteStatusRequest) (*bspb.QueryWriteStatusResponse, error) {
	d, err := parseBlobResource(req.ResourceName, true)
	if err != nil {
		return nil, err
	}
	if s.store.Has(d) {
		return &bspb.QueryWriteStatusResponse{CommittedSize: d.SizeBytes, Complete: true}, nil
	}
	return &bspb.QueryWriteStatusResponse{}, nil
}

// rpcStatus turns an error into a google.rpc.Status (code OK for nil).
func rpcStatus(err error) *rpcstatus.Status {
	if err == nil {
		return &rpcstatus.Status{}
	}
	return status.Convert(err).Proto()
}
