package rest

import (
	"encoding/json"
	"strconv"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/message"
	"seoagency/ent/order"
	"seoagency/orders"
)

// adminUserBody is PUT /upadete-users/{id}: changing one's own admin e-mail also
// needs confirmOwnEmailChange (see admins.Hook).
type adminUserBody struct {
	ent.UpdateAdminUserInput
	ConfirmOwnEmailChange bool `json:"confirmOwnEmailChange"`
}

type subscribeBody struct {
	Email string `json:"email"`
}

// newOrderBody is what POST /new-order reads. The specification's body also sends
// price, customerEmail, orderDate and statuses: the server owns those and ignores them.
type newOrderBody struct {
	PackageID       json.Number `json:"packageId"`
	PackageName     string      `json:"packageName"`
	CustomerName    string      `json:"customerName"`
	CustomerAddress string      `json:"customerAddress"`
	CustomerCountry string      `json:"customerCountry"`
	// Read without case, as every body's names are: vatId, its name before the API's ID
	// rule (apierr.FieldName), still works.
	VATID      string `json:"vatID"`
	CouponCode string `json:"couponCode"`
}

func (b newOrderBody) order() orders.NewOrder {
	id, _ := strconv.Atoi(b.PackageID.String())
	return orders.NewOrder{PackageID: id, PackageName: b.PackageName, CustomerName: b.CustomerName,
		CustomerAddress: b.CustomerAddress, CustomerCountry: b.CustomerCountry, VATID: b.VATID, CouponCode: b.CouponCode}
}

type orderStatusBody struct {
	OrderStatus string `json:"orderStatus"`
}

func (b orderStatusBody) status() (order.OrderStatus, error) {
	s := order.OrderStatus(b.OrderStatus)
	if order.OrderStatusValidator(s) != nil {
		return "", apierr.Invalid("orderStatus", "oneOf", "orderStatus must be Pending or Delivered")
	}
	return s, nil
}

// cancelBody is PUT /order-cancelled/{id}: the only move it makes is to Cancelled.
type cancelBody struct {
	PaymentStatus string `json:"paymentStatus"`
}

func (b cancelBody) check() error {
	if b.PaymentStatus != "" && b.PaymentStatus != string(order.PaymentStatusCancelled) {
		return apierr.Invalid("paymentStatus", "oneOf", "paymentStatus must be Cancelled: this call only cancels")
	}
	return nil
}

// messageStatusBody is PUT /message/{id}: a message can only be marked Read.
type messageStatusBody struct {
	MessageStatus string `json:"messageStatus"`
}

func (b messageStatusBody) check() error {
	if b.MessageStatus != string(message.MessageStatusRead) {
		return apierr.Invalid("messageStatus", "oneOf", "messageStatus must be Read")
	}
	return nil
}

// archiveBody is PUT /order-archive/{id}.
type archiveBody struct {
	Archived bool `json:"archived"`
}

// positionBody is PUT /items/{id}/position: 0 is first.
type positionBody struct {
	Position int `json:"position"`
}
