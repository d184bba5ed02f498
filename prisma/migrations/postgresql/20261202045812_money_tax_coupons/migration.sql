-- AlterTable
ALTER TABLE "Enrolment" ADD COLUMN     "billingAddress" TEXT,
ADD COLUMN     "billingGstin" TEXT,
ADD COLUMN     "billingState" TEXT,
ADD COLUMN     "couponCode" TEXT,
ADD COLUMN     "couponDiscountPaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "couponId" TEXT,
ADD COLUMN     "refundedPaise" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Coupon" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "value" INTEGER NOT NULL,
    "courses" TEXT,
    "cohortId" TEXT,
    "validFrom" TEXT,
    "validTo" TEXT,
    "maxUses" INTEGER,
    "maxUsesPerEmail" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "note" TEXT,
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Coupon_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CouponUse" (
    "id" TEXT NOT NULL,
    "couponId" TEXT NOT NULL,
    "enrolmentId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "discountPaise" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releasedAt" TIMESTAMP(3),

    CONSTRAINT "CouponUse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "enrolmentId" TEXT NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "by" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaxSeries" (
    "id" TEXT NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaxSeries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaxDocument" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "financialYear" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "enrolmentId" TEXT NOT NULL,
    "paymentId" TEXT,
    "invoiceId" TEXT,
    "refundId" TEXT,
    "supplierName" TEXT NOT NULL,
    "supplierAddress" TEXT NOT NULL,
    "supplierGstin" TEXT NOT NULL,
    "supplierState" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerAddress" TEXT NOT NULL,
    "buyerState" TEXT NOT NULL,
    "buyerGstin" TEXT,
    "placeOfSupply" TEXT NOT NULL,
    "sac" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "rateBp" INTEGER NOT NULL,
    "listPaise" INTEGER NOT NULL DEFAULT 0,
    "discountPaise" INTEGER NOT NULL DEFAULT 0,
    "taxablePaise" INTEGER NOT NULL,
    "cgstPaise" INTEGER NOT NULL DEFAULT 0,
    "sgstPaise" INTEGER NOT NULL DEFAULT 0,
    "igstPaise" INTEGER NOT NULL DEFAULT 0,
    "totalPaise" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaxDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Coupon_code_key" ON "Coupon"("code");

-- CreateIndex
CREATE UNIQUE INDEX "CouponUse_enrolmentId_key" ON "CouponUse"("enrolmentId");

-- CreateIndex
CREATE INDEX "CouponUse_couponId_releasedAt_idx" ON "CouponUse"("couponId", "releasedAt");

-- CreateIndex
CREATE INDEX "CouponUse_couponId_email_idx" ON "CouponUse"("couponId", "email");

-- CreateIndex
CREATE INDEX "Refund_createdAt_idx" ON "Refund"("createdAt");

-- CreateIndex
CREATE INDEX "Refund_enrolmentId_idx" ON "Refund"("enrolmentId");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_number_key" ON "TaxDocument"("number");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_paymentId_key" ON "TaxDocument"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_refundId_key" ON "TaxDocument"("refundId");

-- CreateIndex
CREATE INDEX "TaxDocument_kind_issuedAt_idx" ON "TaxDocument"("kind", "issuedAt");

-- CreateIndex
CREATE INDEX "TaxDocument_enrolmentId_idx" ON "TaxDocument"("enrolmentId");

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_series_seq_key" ON "TaxDocument"("series", "seq");

-- AddForeignKey
ALTER TABLE "Enrolment" ADD CONSTRAINT "Enrolment_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CouponUse" ADD CONSTRAINT "CouponUse_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CouponUse" ADD CONSTRAINT "CouponUse_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaxDocument" ADD CONSTRAINT "TaxDocument_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaxDocument" ADD CONSTRAINT "TaxDocument_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "TaxDocument"("id") ON DELETE SET NULL ON UPDATE CASCADE;
